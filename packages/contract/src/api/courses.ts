import { z } from 'zod';
import { courseSchema } from '../entities';
import { courseCreateSchema, courseEditSchema } from '../validation/course';
import { messageResponseSchema } from '../auth';
import { endpoint, idParamsSchema } from './endpoint';

/**
 * The two workshop courses. The owner edits them (the title is not editable); creating and deleting exist for
 * the spec's calls, and a course is tied to its workshop page by slug, so there is at most one per page.
 */
export const courseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/courses',
    access: 'public',
    response: z.object({ courses: z.array(courseSchema) }),
  }),
  show: endpoint({
    method: 'GET',
    path: '/courses/show/:id',
    access: 'public',
    params: idParamsSchema,
    response: z.object({ course: courseSchema }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/courses/create',
    access: 'admin',
    body: courseCreateSchema,
    status: 201,
    response: z.object({ course: courseSchema, msg: z.string() }),
  }),
  edit: endpoint({
    method: 'PUT',
    path: '/courses/edit/:id',
    access: 'admin',
    params: idParamsSchema,
    body: courseEditSchema,
    response: z.object({ courseUpdated: courseSchema, msg: z.string() }),
  }),
  /** Refused (409) while an activity is associated with the course. */
  remove: endpoint({
    method: 'DELETE',
    path: '/courses/delete/:id',
    access: 'admin',
    params: idParamsSchema,
    response: messageResponseSchema,
  }),
};
