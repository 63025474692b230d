import type { Course, CourseEditOutput, MessageResponse } from '@constelaciones/contract';
import { api } from '../../../lib/api';

export async function listCourses(): Promise<Course[]> {
  const { courses } = await api<{ courses: Course[] }>('/courses');
  return courses;
}

export async function findCourse(id: string): Promise<Course> {
  const { course } = await api<{ course: Course }>(`/courses/show/${encodeURIComponent(id)}`);
  return course;
}

export const editCourse = (id: string, course: CourseEditOutput) =>
  api<{ courseUpdated: Course } & MessageResponse>(`/courses/edit/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: course,
  });
