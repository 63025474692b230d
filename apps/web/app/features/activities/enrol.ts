import type { Activity, Course, CourseSlug } from '@constelaciones/contract';
import { paths } from '../../lib/paths';

const WORKSHOP_PAGES: Record<CourseSlug, string> = {
  'talleres-presenciales': paths.workshopsInPerson,
  'talleres-virtuales': paths.workshopsVirtual,
};

/**
 * Where an activity's 'Inscribite' leads (the spec's "Activity enrol button"): a course's workshop page,
 * the students' dashboard for a module, or, with no association, the login page that brings the visitor
 * back to the activity to enrol.
 */
export function enrolHref(
  activity: Pick<Activity, '_id' | 'associate' | 'associateModel'>,
  courses: readonly Pick<Course, '_id' | 'slug'>[],
): string {
  if (activity.associateModel === 'Module') return paths.dashboard;
  if (activity.associateModel === 'Course') {
    const course = courses.find((candidate) => candidate._id === activity.associate);
    if (course) return WORKSHOP_PAGES[course.slug];
  }
  return `${paths.login}?redirectTo=${paths.activity(activity._id)}`;
}
