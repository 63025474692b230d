import {
  courseStart,
  messages,
  type Course,
  type CourseCreateOutput,
  type CourseEditOutput,
} from '@constelaciones/contract';
import { HttpError, notFound } from '../../lib/errors';
import { auditedWrites, created, deleted, edited, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { capacityEdited } from '../capacity';
import { dropListsOfRemovedItems } from '../waiting-list';
import { courseRepository } from './repository';
import { moveCourseEnrolments, noticeDateChange, purchasesOf } from '../date-reminders';

/**
 * The owner's changes to the workshop courses, each one audited and shown at once on public pages. A course
 * is tied to its workshop page by slug, so there is at most one per page.
 */
export function courseService(
  deps: Pick<Dependencies, 'database' | 'images' | 'catalog' | 'config' | 'mail' | 'jobs' | 'sender'>,
) {
  const write = auditedWrites(deps);
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

    /**
     * The title is not editable. A date still ahead that moves takes its enrolments along; with 'Avisar a los
     * inscriptos', a new day or hour is e-mailed to each of them in the same transaction.
     */
    edit(actor: Actor, id: string, { notify, ...input }: CourseEditOutput): Promise<Course> {
      return write({
        actor,
        ...target,
        async apply(tx) {
          const courses = courseRepository(tx);
          const current = await courses.lock(id);
          if (!current) throw notFound();
          const after = await courses.update(id, input);
          const before = current.day && courseStart(current.day, current.hour);
          // A date still ahead that moves takes its enrolments and its waiting list along: the same list still.
          const moved = Boolean(before && Date.parse(before) > Date.now() && after.day !== current.day);
          if (before && Date.parse(before) > Date.now() && after.day) {
            if (after.day !== current.day) await moveCourseEnrolments(tx, id, current.day!, after.day);
            if (notify && (after.day !== current.day || after.hour !== current.hour))
              await noticeDateChange(deps, tx, purchasesOf('Course', id, after.day), before);
          }
          // Otherwise a new date starts its own places and list: only the same list can gain places.
          if (after.day && (after.day === current.day || moved)) {
            const item = { inscriptionModel: 'Course', inscriptionId: id, courseDate: after.day } as const;
            await capacityEdited(tx, deps.jobs, item, current.capacity, after.capacity);
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
          await dropListsOfRemovedItems(tx);
          return deleted(removed);
        },
      });
    },
  };
}
