import type { Course, Module } from '@constelaciones/contract';
import { listCourses } from '../courses/api';
import { listModules } from '../training/api';

/** What an activity may be tied to: the real courses and modules. */
export interface Associations {
  courses: Pick<Course, '_id' | 'title'>[];
  modules: Pick<Module, '_id' | 'title' | 'typeModule'>[];
}

export async function loadAssociations(): Promise<Associations> {
  const [courses, modules] = await Promise.all([listCourses(), listModules()]);
  return { courses, modules };
}
