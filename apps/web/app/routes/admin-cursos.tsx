import type { Route } from './+types/admin-cursos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { listCourses } from '../features/admin/courses/api';
import { CourseList } from '../features/admin/courses/CourseList';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => ({ courses: await listCourses() }));

/** 'Administrar cursos' (/admin/cursos). */
export default function CoursesTab({ loaderData }: Route.ComponentProps) {
  return <CourseList courses={loaderData.courses} />;
}
