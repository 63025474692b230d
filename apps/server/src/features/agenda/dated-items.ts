import {
  argentineDay,
  type Activity,
  type AgendaEntry,
  type AgendaItem,
  type Course,
  type Module,
} from '@constelaciones/contract';

/** What the agenda calls a workshop's dates and a live module's, as the spec's agenda names its kinds. */
const WORKSHOP = 'Taller';
const TRAINING = 'Formación NCFA';
/** An activity of no kind of its own and tied to neither, in the neutral colour. */
const ACTIVITY = 'Actividad';

/** An activity's kind: the owner's, or else the one its association implies. */
const activityKind = ({ kind, associateModel }: Pick<Activity, 'kind' | 'associateModel'>) =>
  kind ?? (associateModel === 'Course' ? WORKSHOP : associateModel ? TRAINING : ACTIVITY);

const dayOf = (instant: string) => argentineDay(new Date(instant));

/** The public lists the agenda reads: what the catalog already caches. */
export interface AgendaSources {
  activities: readonly Activity[];
  courses: readonly Course[];
  modules: readonly Module[];
  entries: readonly AgendaEntry[];
}

/**
 * Every dated thing the site knows, as agenda lines: activities on their Argentine day (of their own kind, or
 * else a workshop's or a module's when tied to one), each workshop's next date, each live module's date (those
 * that have one), and the owner's entries.
 */
export function agendaItems({ activities, courses, modules, entries }: AgendaSources): AgendaItem[] {
  const oneDay = { endDate: null };
  return [
    ...activities.map((activity) => ({
      ...oneDay,
      date: dayOf(activity.day),
      title: activity.title,
      modality: activity.modality,
      kind: activityKind(activity),
    })),
    // A workshop or a module with no date yet (the structure before the owner sets one) is on no day.
    ...courses
      .flatMap((course) => (course.day ? [{ ...course, day: course.day }] : []))
      .map((course) => ({
        ...oneDay,
        date: course.day,
        title: course.title,
        modality: course.slug === 'talleres-presenciales' ? 'Presencial' : 'Virtual',
        kind: WORKSHOP,
      })),
    ...modules
      .flatMap((module) =>
        module.typeModule === 'sincronico' && module.date ? [{ ...module, date: module.date }] : [],
      )
      .map((module) => ({
        ...oneDay,
        date: dayOf(module.date),
        title: module.title,
        modality: 'En directo',
        kind: TRAINING,
      })),
    ...entries.map(({ date, endDate, title, modality, kind }) => ({ date, endDate, title, modality, kind })),
  ];
}
