import {
  messages,
  type Course,
  type CourseCreateOutput,
  type CourseEditOutput,
} from '@constelaciones/contract';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites, created, deleted, edited, type Actor } from '../audit/audited-write';
import type { Services } from '../services';
import { capacityEdited } from '../places/places';
import { courseRepository } from './repository';

/**
 * The owner's changes to the workshop courses, each one audited and shown at once on public pages. A course
 * is tied to its workshop page by slug, so there is at most one per page.
 */
export function courseService(services: Pick<Services, 'database' | 'images' | 'catalog' | 'jobs'>) {
  const write = auditedWrites(services);
  const target = { entity: 'course', invalidates: 'courses' } as const;

  return {
    create(actor: Actor, input: CourseCreateOutput): Promise<Course> {
      return write({
        actor,
        ...target,
        async apply(tx) {
          const courses = courseRepository(tx);
          if (await courses.findBySlug(input.slug)) throw new HttpError(409, messages.course.slugTaken);
          return created(await courses.insert(input));
        },
      });
    },

    /** The title is not editable. */
    edit(actor: Actor, id: string, input: CourseEditOutput): Promise<Course> {
      return write({
        actor,
        ...target,
        async apply(tx) {
          const courses = courseRepository(tx);
          const current = await courses.lock(id);
          if (!current) throw notFound();
          const after = await courses.update(id, input);
          // A new date starts its own places and list: only the same date's list can gain places.
          if (after.day === current.day) {
            const item = { inscriptionModel: 'Course', inscriptionId: id, courseDate: after.day } as const;
            await capacityEdited(tx, services.jobs, item, current.capacity, after.capacity);
          }
          return edited(current, after);
        },
      });
    },

    /** Refused while an activity is associated with the course: its page would point nowhere. */
    remove(actor: Actor, id: string): Promise<void> {
      return write({
        actor,
        ...target,
        async apply(tx) {
          const courses = courseRepository(tx);
          if (await courses.hasActivities(id)) throw new HttpError(409, messages.course.hasActivities);
          const removed = await courses.remove(id);
          if (!removed) throw notFound();
          return deleted(removed);
        },
      });
    },
  };
}
