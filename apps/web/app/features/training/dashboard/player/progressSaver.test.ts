import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { progressSaver, type Position } from './progressSaver';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function recorder() {
  const sent: Position[] = [];
  let release: () => void = () => {};
  const send = vi.fn((position: Position) => {
    sent.push(position);
    return new Promise<void>((resolve) => (release = resolve));
  });
  return { sent, send, release: () => release() };
}

const at = (seconds: number): Position => ({ seconds, duration: 600 });

describe('progressSaver', () => {
  it('sends the first position at once, then at most one per second, the latest one', async () => {
    const { sent, send, release } = recorder();
    const saver = progressSaver(send, 1000);
    saver.update(at(1));
    expect(sent).toEqual([at(1)]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    for (const seconds of [1.25, 1.5, 1.75, 2]) {
      saver.update(at(seconds));
      await vi.advanceTimersByTimeAsync(250);
    }
    // The second send waits for the interval, and carries the last position only.
    expect(sent).toEqual([at(1), at(2)]);
    release();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sent).toHaveLength(2);
  });

  it('never overlaps two requests: a slow one holds the next until it answers', async () => {
    const { sent, send, release } = recorder();
    const saver = progressSaver(send, 1000);
    saver.update(at(1));
    saver.update(at(5));
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent).toEqual([at(1)]);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([at(1), at(5)]);
  });

  it('sends what is left at once on flush, and nothing when the position did not change', async () => {
    const { sent, send, release } = recorder();
    const saver = progressSaver(send, 1000);
    saver.update(at(10));
    release();
    await vi.advanceTimersByTimeAsync(0);
    saver.update(at(10.2));
    saver.flush();
    expect(sent).toEqual([at(10)]);
    saver.update(at(12));
    saver.flush();
    expect(sent).toEqual([at(10), at(12)]);
  });

  it('drops a failed send: the next position replaces it', async () => {
    const send = vi.fn((_position: Position) => Promise.reject(new Error('sin conexión')));
    const saver = progressSaver(send, 1000);
    saver.update(at(3));
    await vi.advanceTimersByTimeAsync(0);
    saver.update(at(4));
    await vi.advanceTimersByTimeAsync(1000);
    expect(send.mock.calls.map(([position]) => position)).toEqual([at(3), at(4)]);
  });
});
