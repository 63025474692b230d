import { describe, expect, it } from 'vitest';
import { MAX_MEDIA_SECONDS, progressSaveSchema } from './progress';

const message = (input: unknown) => progressSaveSchema.safeParse(input).error?.issues[0]?.message;

describe('progressSaveSchema', () => {
  it('takes a position within the length, or any position while the length is unknown', () => {
    expect(progressSaveSchema.parse({ seconds: 0, duration: 600 })).toEqual({ seconds: 0, duration: 600 });
    expect(progressSaveSchema.parse({ seconds: 600, duration: 600 })).toEqual({
      seconds: 600,
      duration: 600,
    });
    expect(progressSaveSchema.parse({ seconds: 42.5, duration: null })).toEqual({
      seconds: 42.5,
      duration: null,
    });
  });

  it("refuses what is no position: 'La posición de reproducción no es válida.'", () => {
    for (const input of [
      { seconds: -1, duration: 600 },
      { seconds: 601, duration: 600 },
      { seconds: '10', duration: 600 },
      { seconds: 10, duration: 0 },
      { seconds: 10 },
      { seconds: MAX_MEDIA_SECONDS + 1, duration: null },
      { seconds: Number.NaN, duration: null },
    ]) {
      expect(message(input), JSON.stringify(input)).toBe('La posición de reproducción no es válida.');
    }
  });
});
