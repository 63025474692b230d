import { courseEndpoints as endpoints, type Course, type CourseEditOutput } from '@constelaciones/contract';
import { call } from '../../../lib/client';

export async function listCourses(): Promise<Course[]> {
  const { courses } = await call(endpoints.list, {});
  return courses;
}

export async function findCourse(id: string): Promise<Course> {
  const { course } = await call(endpoints.show, { params: { id } });
  return course;
}

export const editCourse = (id: string, course: CourseEditOutput) =>
  call(endpoints.edit, { params: { id }, body: course });
