import { and, eq, isNull, sql } from 'drizzle-orm';
import { argentineLocalToIso } from '@constelaciones/contract';
import { rowsOf, type Db } from '../client';
import { activities, articles, auditLog, constellators, courses, modules, paymentSettings } from '../schema';
import { DEMO_ENTITY } from './demo-tables';
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
import { seedDemoAgenda } from './seed-agenda';
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
 * Whether the demo content may be loaded: never on a database that has activities, articles or constellators
 * (the demo's or the owner's), nor once the owner removed the demo ('Quitar el contenido de demostración').
 */
async function mayLoadDemo(db: Db): Promise<boolean> {
  const [row] = (
    await rowsOf<{ used: boolean }>(
      db,
      sql`select
    exists (select 1 from ${activities}) or exists (select 1 from ${articles})
    or exists (select 1 from ${constellators})
    or exists (select 1 from ${auditLog} where ${auditLog.entity} = ${DEMO_ENTITY}) as used`,
    )
  ).rows;
  return !row?.used;
}

/**
 * Loads the demo content into a database that has none: demo dates, prices and links in the workshop courses and
 * the training's modules that have no date yet (the migration created them: the site's structure), and the demo
 * activities, articles, constellators and bank details, every row marked `demo`.
 */
export async function seedDemoContent(db: Db, store: ImageStore): Promise<boolean> {
  if (!(await mayLoadDemo(db))) return false;

  const { activityImages, articleImages, avatars } = await drawDemoImages(store);
  await seedDemoSiteContent(db, store);

  const years = Math.max(0, new Date().getUTCFullYear() - DEMO_BASE_YEAR);
  const inArgentina = (local: string) => new Date(argentineLocalToIso(shiftYears(local, years)));

  await db.transaction(async (tx) => {
    for (const { slug, title: _title, ...course } of demoCourses) {
      await tx
        .update(courses)
        .set({ ...course, day: shiftYears(course.day, years), demo: true })
        .where(and(eq(courses.slug, slug), isNull(courses.day)));
    }
    for (const m of demoModules) {
      const links = (recording: string) => ({
        linkIntro: `https://videos.example.com/ncfa/modulo-${m.number}/introduccion.mp4`,
        link: recording,
      });
      const editions = [
        { typeModule: 'sincronico', ...m.live, ...links(`https://sala.example.com/ncfa/modulo-${m.number}`) },
        {
          typeModule: 'asincronico',
          ...m.recorded,
          ...links(`https://videos.example.com/ncfa/modulo-${m.number}/completo.mp4`),
        },
      ] as const;
      for (const { typeModule, pricePesos, priceDolar, linkIntro, link } of editions) {
        await tx
          .update(modules)
          .set({
            date: inArgentina(m.live.date),
            pricePesos,
            priceDolar,
            linkIntro,
            link,
            open: m.open,
            enabled: m.enabled,
            demo: true,
          })
          .where(and(eq(modules.number, m.number), eq(modules.typeModule, typeModule), isNull(modules.date)));
      }
    }
    const courseRows = await tx.select({ id: courses.id, slug: courses.slug }).from(courses);
    const moduleRows = await tx
      .select({ id: modules.id, number: modules.number, typeModule: modules.typeModule })
      .from(modules);

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
          kind: activity.kind ?? null,
          demo: true,
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
          demo: true,
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
        demo: true,
      })),
    );

    await tx
      .insert(paymentSettings)
      .values({ ...demoPaymentSettings, demo: true })
      .onConflictDoNothing();
    await seedDemoAgenda(tx);
  });
  return true;
}
