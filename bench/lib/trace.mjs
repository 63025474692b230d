// What a Lighthouse trace says about the machine rather than the page. Simulated throttling multiplies each
// main-thread task's wall time by 4, and a task's wall time includes the time the renderer waited: for a core
// (on 2 shared cores, Chrome's own browser and compositor processes, busy with DevTools and screenshots, use
// as much CPU as the page while it loads) or for Chrome's compositor to take a frame
// (docs/decisions/039-below-the-fold.md). The share below is how much of its long tasks' wall time the
// renderer actually ran.

/** Tasks this long or longer count: 4 × 10 ms is near the 50 ms where blocking time starts. */
const LONG_TASK_US = 10_000;

/** The page's renderer main thread: the thread that started loading the main frame over http(s). */
function pageMainThread(events) {
  const start = events.find(
    (e) =>
      e.name === 'navigationStart' &&
      e.args?.data?.isLoadingMainFrame &&
      /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  return start ? { pid: start.pid, tid: start.tid, ts: start.ts } : null;
}

/**
 * The renderer main thread's top-level tasks of at least 10 ms after the navigation: their wall time, the CPU
 * time the thread spent in them, and the share of one in the other (1: the thread never waited; 0.3: it ran a
 * third of the time it was counted for). Null without a navigation or such tasks.
 */
export function mainThreadCpuShare(traceEvents) {
  const main = pageMainThread(traceEvents);
  if (!main) return null;
  let wall = 0;
  let cpu = 0;
  for (const e of traceEvents) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== main.pid || e.tid !== main.tid) continue;
    if (e.ts < main.ts || !(e.dur >= LONG_TASK_US) || typeof e.tdur !== 'number') continue;
    wall += e.dur;
    cpu += e.tdur;
  }
  if (wall === 0) return null;
  return { wallMs: wall / 1000, cpuMs: cpu / 1000, share: cpu / wall };
}

/**
 * '157 ms CPU in 447 ms of long tasks (35 %)': what the page's main thread ran, and what Lighthouse counted.
 */
export const mainThreadText = (mainThread) =>
  mainThread
    ? `${Math.round(mainThread.cpuMs)} ms CPU in ${Math.round(mainThread.wallMs)} ms of long tasks (${Math.round(mainThread.share * 100)} %)`
    : 'no long task';
