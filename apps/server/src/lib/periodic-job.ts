/**
 * Runs `job` every `everyMs` inside the server (and once at once when `atStart`). A run never overlaps the
 * previous one; the timer does not keep the process alive. Returns the stop function, which waits for the
 * run in flight: for the app's onClose. `job` handles its own failures (it logs them).
 */
export function startPeriodicJob(
  job: () => Promise<void>,
  everyMs: number,
  { atStart = false } = {},
): () => Promise<void> {
  let running: Promise<void> | undefined;
  const tick = () => {
    if (running) return;
    running = job().finally(() => {
      running = undefined;
    });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  if (atStart) tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
