/**
 * Runs the tasks given to it at most `max` at a time; the others wait, in the order they came. A task that
 * fails frees its place like one that succeeds.
 */
export function concurrencyLimit(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    // A place is handed over by the task that leaves it, so `running` never passes `max`.
    if (running < max) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
