import { courseEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-cursos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { CourseList } from '../features/admin/courses/CourseList';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(courseEndpoints.list, {}));

/** 'Administrar cursos' (/admin/cursos). */
export default function CoursesTab({ loaderData }: Route.ComponentProps) {
  return <CourseList courses={loaderData.courses} />;
}
