import { describe, expect, it } from 'vitest';
import { DEFAULT_TRAINING_SETTINGS, formatHours, moduleCompletion, watchedToEnd } from './attendance';
import { attendanceOverrideSchema, parseDayHours, trainingSettingsEditSchema } from './validation/attendance';

const live = (present: number[] | null, override: boolean | null = null) =>
  moduleCompletion({
    typeModule: 'sincronico',
    settings: DEFAULT_TRAINING_SETTINGS,
    present,
    watched: false,
    override,
  });

describe('moduleCompletion (the spec: a participant may miss 3 hours within a module)', () => {
  it('finishes a live module with 3 hours missed, not with 3.5, and says why', () => {
    expect(live([7, 4])).toMatchObject({
      finished: true,
      missedHours: 3,
      attendedHours: 11,
      mayStillMiss: 0,
      reason: '',
    });
    expect(live([3.5, 7])).toMatchObject({
      finished: false,
      missedHours: 3.5,
      reason: 'Faltan 3,5 horas: más de las 3 permitidas',
    });
  });

  it('counts days not recorded as full, and the override wins either way', () => {
    expect(live(null)).toMatchObject({ finished: true, missedHours: 0, mayStillMiss: 3 });
    expect(live([0, 0], true)).toMatchObject({ finished: true, ruleFinished: false });
    expect(live([7, 7], false)).toMatchObject({ finished: false, ruleFinished: true });
  });

  it('finishes a recorded module once watched to the end', () => {
    const recorded = (watched: boolean) =>
      moduleCompletion({
        typeModule: 'asincronico',
        settings: DEFAULT_TRAINING_SETTINGS,
        present: null,
        watched,
        override: null,
      });
    expect(recorded(true).finished).toBe(true);
    expect(recorded(false)).toMatchObject({
      finished: false,
      reason: 'Todavía no vio el módulo hasta el final',
    });
    expect(watchedToEnd(3595, 3600)).toBe(true);
    expect(watchedToEnd(3000, 3600)).toBe(false);
    expect(watchedToEnd(10, null)).toBe(false);
  });

  it('writes hours as Argentine Spanish does', () => {
    expect(formatHours(3.5)).toBe('3,5');
    expect(formatHours(14)).toBe('14');
  });
});

describe('the settings and the override', () => {
  it("reads '7 + 7' and a decimal comma, and refuses what is out of bounds in Spanish", () => {
    expect(parseDayHours('7 + 7')).toEqual([7, 7]);
    expect(parseDayHours('3,5+4')).toEqual([3.5, 4]);
    expect(parseDayHours('siete')).toBeNull();
    expect(trainingSettingsEditSchema.parse({ dayHours: '7 + 7', allowedMissedHours: '3' })).toEqual({
      dayHours: [7, 7],
      allowedMissedHours: 3,
    });
    const refused = trainingSettingsEditSchema.safeParse({ dayHours: [7, 7], allowedMissedHours: 15 });
    expect(refused.error?.issues[0]?.message).toBe(
      'Las horas que se puede faltar deben ser un número entre 0 y las horas del módulo, en medias horas.',
    );
    expect(
      trainingSettingsEditSchema.safeParse({ dayHours: [13], allowedMissedHours: 1 }).error?.issues[0]
        ?.message,
    ).toBe('Escribí entre 1 y 5 días de hasta 12 horas cada uno, en medias horas.');
  });

  it('needs a reason to decide by hand, not to give the decision back', () => {
    expect(attendanceOverrideSchema.safeParse({ finished: true, note: ' ' }).error?.issues[0]?.message).toBe(
      'Escribí el motivo de la decisión a mano.',
    );
    expect(attendanceOverrideSchema.safeParse({ finished: null, note: '' }).success).toBe(true);
  });
});
