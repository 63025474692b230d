import { courseEndpoints, moduleEndpoints, type Course, type Module } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** What an activity may be tied to: the real courses and modules. */
export interface Associations {
  courses: Pick<Course, '_id' | 'title'>[];
  modules: Pick<Module, '_id' | 'title' | 'typeModule'>[];
}

export async function loadAssociations(): Promise<Associations> {
  const [{ courses }, { modules }] = await Promise.all([
    call(courseEndpoints.list, {}),
    call(moduleEndpoints.list, {}),
  ]);
  return { courses, modules };
}
