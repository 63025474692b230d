import { eq } from 'drizzle-orm';
import {
  courseOnSale,
  messages,
  type PurchasedItemPrices,
  type InscriptionModel,
  type ModuleType,
  type SiteContent,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { activities, courses, modules } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';

/** What can be bought, as the purchase copies it: title, module type, course date, and its prices. */
export interface PurchasedItem {
  title: string;
  /** An activity's, or a course's workshop page's (the checkout shows it when short); empty for modules. */
  description: string;
  typeModule: ModuleType | null;
  /** Courses only: the date bought. */
  courseDate: string | null;
  prices: PurchasedItemPrices;
  /** 'Cupo': null, no limit (a recorded module has none). */
  capacity: number | null;
  /** Its own most cuotas at Mercado Pago; null, the site's. */
  installments: number | null;
}

/**
 * The item a person asks to buy, if it can be: an activity that is neither archived nor past, a course
 * whose date is still ahead, a module that is open. Unknown → 404; the others → 400, each with its reason.
 */
export async function purchasableItem(
  db: Db,
  workshops: SiteContent['workshops'],
  model: InscriptionModel,
  id: string,
  now: Date,
): Promise<PurchasedItem> {
  if (model === 'Activity') {
    const [activity] = await db.select().from(activities).where(eq(activities.id, id)).limit(1);
    if (!activity) throw notFound(messages.purchase.itemNotFound);
    if (activity.archived) throw badRequest(messages.purchase.itemArchived);
    if (activity.day <= now) throw badRequest(messages.purchase.itemPast);
    return {
      title: activity.title,
      description: activity.description,
      typeModule: null,
      courseDate: null,
      prices: activity,
      capacity: activity.capacity,
      installments: activity.installments,
    };
  }
  if (model === 'Course') {
    const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
    if (!course) throw notFound(messages.purchase.itemNotFound);
    if (course.day === null || (course.pricePesos <= 0 && course.priceDolar <= 0)) {
      throw badRequest(messages.purchase.itemWithoutDate);
    }
    if (!courseOnSale(course, now.getTime())) throw badRequest(messages.purchase.itemPast);
    return {
      title: course.title,
      description: workshops[course.slug].description,
      typeModule: null,
      courseDate: course.day,
      prices: { ...course, courseDay: course.day },
      capacity: course.capacity,
      installments: course.installments,
    };
  }
  const [module] = await db.select().from(modules).where(eq(modules.id, id)).limit(1);
  if (!module) throw notFound(messages.purchase.itemNotFound);
  // Spec section 2: 'Comprar' is disabled while a module is not open; recorded modules stay for sale after
  // their date.
  if (!module.open) throw badRequest(messages.purchase.moduleNotOpen);
  return {
    title: module.title,
    description: '',
    typeModule: module.typeModule,
    courseDate: null,
    prices: module,
    capacity: module.typeModule === 'sincronico' ? module.capacity : null,
    installments: module.installments,
  };
}
