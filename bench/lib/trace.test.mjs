import { describe, expect, it } from 'vitest';
import { mainThreadCpuShare } from './trace.mjs';

const navigation = (pid, tid, ts, url) => ({
  name: 'navigationStart',
  ph: 'R',
  pid,
  tid,
  ts,
  args: { data: { isLoadingMainFrame: true, documentLoaderURL: url } },
});
const task = (pid, tid, ts, durMs, cpuMs) => ({
  name: 'RunTask',
  ph: 'X',
  pid,
  tid,
  ts,
  dur: durMs * 1000,
  tdur: cpuMs * 1000,
});

describe('mainThreadCpuShare', () => {
  it("sums the page's long tasks after its navigation: wall time, CPU time and their share", () => {
    const events = [
      task(7, 1, 500, 40, 40), // before the navigation: Lighthouse's about:blank
      navigation(7, 1, 1_000, 'about:blank'),
      navigation(7, 1, 2_000, 'http://127.0.0.1:3000/'),
      task(7, 1, 3_000, 60, 20),
      task(7, 1, 70_000, 40, 10),
      task(7, 1, 120_000, 9, 9), // short: never blocks, even 4 times longer
      task(9, 1, 3_000, 80, 80), // another process (the browser, the compositor)
      { name: 'Layout', ph: 'X', pid: 7, tid: 1, ts: 3_100, dur: 30_000, tdur: 10_000 }, // inside a task
    ];
    expect(mainThreadCpuShare(events)).toEqual({ wallMs: 100, cpuMs: 30, share: 0.3 });
  });

  it('says nothing without a page navigation or without a long task', () => {
    expect(mainThreadCpuShare([task(7, 1, 3_000, 60, 20)])).toBeNull();
    expect(
      mainThreadCpuShare([navigation(7, 1, 0, 'http://127.0.0.1:3000/'), task(7, 1, 10, 5, 5)]),
    ).toBeNull();
  });
});
