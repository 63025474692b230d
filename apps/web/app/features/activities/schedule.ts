import type { Activity } from '@constelaciones/contract';

const startsAt = (activity: Pick<Activity, 'day'>): number => Date.parse(activity.day);

export function hasTakenPlace(activity: Pick<Activity, 'day'>, now: number): boolean {
  return startsAt(activity) < now;
}

/**
 * The calendar's two lists: what is still ahead, soonest first, and what already took place,
 * most recent first.
 */
export function splitBySchedule<T extends Pick<Activity, 'day'>>(
  activities: readonly T[],
  now: number,
): { upcoming: T[]; past: T[] } {
  const upcoming = activities.filter((activity) => !hasTakenPlace(activity, now));
  const past = activities.filter((activity) => hasTakenPlace(activity, now));
  return {
    upcoming: upcoming.sort((a, b) => startsAt(a) - startsAt(b)),
    past: past.sort((a, b) => startsAt(b) - startsAt(a)),
  };
}
