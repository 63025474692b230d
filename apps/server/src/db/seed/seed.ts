import { sql } from 'drizzle-orm';
import { argentineLocalToIso } from '@constelaciones/contract';
import type { Db } from '../client';
import { activities, articles, constellators, courses, modules, paymentSettings } from '../schema';
import type { ImageStore } from '../../integrations/images';
import { drawPictures, type Picture } from '../../content/draw-pictures';
import {
  DEMO_BASE_YEAR,
  demoActivities,
  demoArticles,
  demoConstellators,
  demoCourses,
  demoModules,
  demoPaymentSettings,
} from './demo-data';
import { seedDemoSiteContent } from './demo-site-content';

/** Moves a demo date ('YYYY-…') forward by whole years, keeping day and time. */
const shiftYears = (value: string, years: number) => `${Number(value.slice(0, 4)) + years}${value.slice(4)}`;

/** The demo pictures, in the order of the demo data: each activity's, each article's, each constellator's. */
const demoPictures: Record<'activityImages' | 'articleImages' | 'avatars', Picture[]> = {
  activityImages: demoActivities.map((a) => ({
    name: `demo-activity-${a.key}.webp`,
    kind: 'activity',
    width: 1200,
    height: 800,
  })),
  articleImages: demoArticles.map((a) => ({
    name: `demo-article-${a.key}.webp`,
    kind: 'article',
    width: 1200,
    height: 800,
  })),
  avatars: demoConstellators.map((c) => ({
    name: `demo-avatar-${c.key}.webp`,
    kind: 'avatar',
    width: 400,
    height: 400,
    label: `${c.firstName} ${c.lastName}`,
  })),
};

/** Draws the demo pictures that the store lacks, and returns their names in the order of the demo data. */
export async function drawDemoImages(store: ImageStore) {
  const { activityImages, articleImages, avatars } = demoPictures;
  await drawPictures(store, [...activityImages, ...articleImages, ...avatars]);
  const names = (pictures: Picture[]) => pictures.map((picture) => picture.name);
  return {
    activityImages: names(activityImages),
    articleImages: names(articleImages),
    avatars: names(avatars),
  };
}

/**
 * Loads the demo content into an empty database (no course yet): the two workshop courses, the
 * training's modules in their live and recorded versions, activities, articles and constellators.
 */
export async function seedDemoContent(db: Db, store: ImageStore): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(courses);
  if (count > 0) return false;

  const { activityImages, articleImages, avatars } = await drawDemoImages(store);
  await seedDemoSiteContent(db, store);

  const years = Math.max(0, new Date().getUTCFullYear() - DEMO_BASE_YEAR);
  const inArgentina = (local: string) => new Date(argentineLocalToIso(shiftYears(local, years)));

  await db.transaction(async (tx) => {
    const courseRows = await tx
      .insert(courses)
      .values(demoCourses.map((course) => ({ ...course, day: shiftYears(course.day, years) })))
      .returning({ id: courses.id, slug: courses.slug });
    const moduleRows = await tx
      .insert(modules)
      .values(
        demoModules.flatMap((m) => {
          const date = inArgentina(m.live.date);
          const common = {
            number: m.number,
            title: m.title,
            topics: m.topics,
            date,
            open: m.open,
            enabled: m.enabled,
          };
          return [
            {
              ...common,
              typeModule: 'sincronico' as const,
              pricePesos: m.live.pricePesos,
              priceDolar: m.live.priceDolar,
              linkIntro: `https://videos.example.com/ncfa/modulo-${m.number}/introduccion.mp4`,
              link: `https://sala.example.com/ncfa/modulo-${m.number}`,
            },
            {
              ...common,
              typeModule: 'asincronico' as const,
              pricePesos: m.recorded.pricePesos,
              priceDolar: m.recorded.priceDolar,
              linkIntro: `https://videos.example.com/ncfa/modulo-${m.number}/introduccion.mp4`,
              link: `https://videos.example.com/ncfa/modulo-${m.number}/completo.mp4`,
            },
          ];
        }),
      )
      .returning({ id: modules.id, number: modules.number, typeModule: modules.typeModule });

    await tx.insert(activities).values(
      demoActivities.map((activity, i) => {
        const { association } = activity;
        let associate: string | null = null;
        if (association?.model === 'Course') {
          associate = courseRows.find((c) => c.slug === association.courseSlug)?.id ?? null;
        } else if (association?.model === 'Module') {
          associate =
            moduleRows.find(
              (m) => m.number === association.moduleNumber && m.typeModule === association.typeModule,
            )?.id ?? null;
        }
        return {
          title: activity.title,
          description: activity.description,
          img: activityImages[i]!,
          day: inArgentina(activity.day),
          pricePesos: activity.pricePesos,
          priceDolar: activity.priceDolar,
          modality: activity.modality,
          city: activity.city,
          important: activity.important,
          archived: activity.archived,
          associate,
          associateModel: associate ? (association?.model ?? null) : null,
        };
      }),
    );

    // Spread the articles' dates so that the blog's order reads naturally.
    const now = Date.now();
    await tx.insert(articles).values(
      demoArticles.map((article, i) => {
        const when = new Date(now - (i + 1) * 9 * 24 * 3600 * 1000);
        return {
          title: article.title,
          paragraph: article.paragraph,
          img: articleImages[i]!,
          createdAt: when,
          updatedAt: when,
        };
      }),
    );

    await tx.insert(constellators).values(
      demoConstellators.map((c, i) => ({
        firstName: c.firstName,
        lastName: c.lastName,
        country: c.country,
        email: c.email,
        phone: c.phone,
        avatar: avatars[i]!,
      })),
    );

    await tx.insert(paymentSettings).values(demoPaymentSettings).onConflictDoNothing();
  });
  return true;
}
