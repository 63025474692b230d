export interface Position {
  seconds: number;
  duration: number | null;
}

/**
 * Sends the playback position at most once per `intervalMs` while it changes (the spec's 1000 ms progress
 * interval), one request at a time, the latest position last; `flush()` sends what is left at once (pause,
 * end, leaving the module). A failed send is dropped: the next position replaces it.
 */
export function progressSaver(send: (position: Position) => Promise<unknown>, intervalMs: number) {
  let latest: Position | undefined;
  let sent: Position | undefined;
  let lastSentAt = -Infinity;
  let inFlight = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const changed = () =>
    latest !== undefined &&
    (sent === undefined ||
      Math.abs(latest.seconds - sent.seconds) >= 0.5 ||
      latest.duration !== sent.duration);

  function sendLatest() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    if (inFlight || !changed()) return;
    const position = latest!;
    inFlight = true;
    lastSentAt = Date.now();
    sent = position;
    void send(position)
      .catch(() => undefined)
      .finally(() => {
        inFlight = false;
        schedule();
      });
  }

  function schedule() {
    if (timer !== undefined || inFlight || !changed()) return;
    const wait = lastSentAt + intervalMs - Date.now();
    if (wait <= 0) sendLatest();
    else timer = setTimeout(sendLatest, wait);
  }

  return {
    update(position: Position) {
      latest = position;
      schedule();
    },
    flush: sendLatest,
    stop() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
