import type { Activity, Course, CourseSlug } from '@constelaciones/contract';
import { paths } from '../../lib/paths';

const WORKSHOP_PAGES: Record<CourseSlug, string> = {
  'talleres-presenciales': paths.workshopsInPerson,
  'talleres-virtuales': paths.workshopsVirtual,
};

/**
 * Where an activity's 'Inscribite' leads (the spec's "Activity buy button"): a course's workshop page, the
 * students' dashboard for a module, or, with no association (or a course that no longer exists), null: the
 * purchase in the activity itself, in the 'Inscripción' modal.
 */
export function buyHref(
  activity: Pick<Activity, 'associate' | 'associateModel'>,
  courses: readonly Pick<Course, '_id' | 'slug'>[],
): string | null {
  if (activity.associateModel === 'Module') return paths.dashboard;
  if (activity.associateModel === 'Course') {
    const course = courses.find((candidate) => candidate._id === activity.associate);
    if (course) return WORKSHOP_PAGES[course.slug];
  }
  return null;
}
