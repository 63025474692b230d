import { eq } from 'drizzle-orm';
import {
  messages,
  type Activity,
  type ActivityCreateOutput,
  type ActivityEditOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { activities, courses, modules } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { auditedWrites, created, deleted, edited, type Actor } from '../../platform/audited-write';
import { requireImage } from '../../platform/image-upload';
import type { Dependencies } from '../../platform/dependencies';
import { capacityEdited } from '../capacity';
import { dropListsOfRemovedItems } from '../waiting-list';
import { toActivity } from './repository';
import { noticeDateChange, purchasesOf } from '../date-reminders';

/** The association must name a course or a module that exists. */
async function checkAssociation(
  tx: Db,
  activity: Pick<ActivityCreateOutput, 'associate' | 'associateModel'>,
) {
  if (!activity.associateModel || !activity.associate) return;
  const table = activity.associateModel === 'Course' ? courses : modules;
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(eq(table.id, activity.associate))
    .limit(1);
  if (!row) {
    throw badRequest(messages.validation.associateNotFound, {
      associate: messages.validation.associateNotFound,
    });
  }
}

function toColumns(activity: ActivityCreateOutput) {
  return {
    title: activity.title,
    description: activity.description,
    day: new Date(activity.day),
    pricePesos: activity.pricePesos,
    priceDolar: activity.priceDolar,
    modality: activity.modality,
    city: activity.city,
    important: activity.important,
    associate: activity.associate,
    associateModel: activity.associate ? activity.associateModel : null,
    kind: activity.kind,
    capacity: activity.capacity,
    installments: activity.installments,
  };
}

/**
 * The owner's changes to activities: each one audited, with its image, and shown at once on public pages. A new
 * date with 'Avisar a los inscriptos' e-mails each enrolled student in the same transaction.
 */
export function activityService(
  deps: Pick<Dependencies, 'database' | 'images' | 'catalog' | 'config' | 'mail' | 'jobs' | 'sender'>,
) {
  const write = auditedWrites(deps);
  const entity = 'activity';
  const invalidates = 'activities';

  return {
    create(actor: Actor, input: ActivityCreateOutput, image: Buffer | undefined): Promise<Activity> {
      return write({
        actor,
        entity,
        invalidates,
        upload: requireImage(image),
        async apply(tx, img) {
          await checkAssociation(tx, input);
          const [row] = await tx
            .insert(activities)
            .values({ ...toColumns(input), img: img! })
            .returning();
          return created(toActivity(row!));
        },
      });
    },

    /** Without a new image the current one is kept. */
    edit(actor: Actor, id: string, input: ActivityEditOutput, image: Buffer | undefined): Promise<Activity> {
      return write({
        actor,
        entity,
        invalidates,
        upload: image,
        async apply(tx, img) {
          const [current] = await tx.select().from(activities).where(eq(activities.id, id)).for('update');
          if (!current) throw notFound();
          await checkAssociation(tx, input);
          const [row] = await tx
            .update(activities)
            .set({ ...toColumns(input), archived: input.archived, img: img ?? current.img, demo: false })
            .where(eq(activities.id, id))
            .returning();
          if (input.notify && row!.day.getTime() !== current.day.getTime())
            await noticeDateChange(deps, tx, purchasesOf('Activity', id), current.day.toISOString());
          const item = { inscriptionModel: 'Activity', inscriptionId: id, courseDate: null } as const;
          await capacityEdited(tx, deps.jobs, item, current.capacity, row!.capacity);
          return edited(toActivity(current), toActivity(row!), img && current.img);
        },
      });
    },

    remove(actor: Actor, id: string): Promise<void> {
      return write({
        actor,
        entity,
        invalidates,
        async apply(tx) {
          const [removed] = await tx.delete(activities).where(eq(activities.id, id)).returning();
          if (!removed) throw notFound();
          await dropListsOfRemovedItems(tx);
          return deleted(toActivity(removed), removed.img);
        },
      });
    },
  };
}
