import { courseOnSale, type CourseSlug, type PublicContext } from '@constelaciones/contract';
import { paths } from '../../lib/paths';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
import { seoFor } from '../../lib/seo';

const pages: Record<CourseSlug, { section: string; path: string }> = {
  'talleres-presenciales': { section: 'Talleres presenciales', path: paths.workshopsInPerson },
  'talleres-virtuales': { section: 'Talleres virtuales', path: paths.workshopsVirtual },
};

/**
 * The data of a workshop page: its content, and the course record it is tied to. Without that record
 * (a database without demo content), or once its date has passed, the page shows no next date and offers no
 * purchase.
 */
export async function loadWorkshop(context: PublicContext, slug: CourseSlug, now = Date.now()) {
  const { heading, description, paragraphs, slides } = context.site.workshops[slug];
  const course = await context.catalog.course(slug);
  const { section, path } = pages[slug];
  const upcoming = course?.day && courseOnSale(course, now) ? { ...course, day: course.day } : undefined;
  // Counted only for a date with a 'Cupo'.
  const [placesLeft = null] = upcoming?.capacity
    ? await context.catalog.placesLeft([
        {
          inscriptionModel: 'Course',
          inscriptionId: upcoming._id,
          courseDate: upcoming.day,
          capacity: upcoming.capacity,
        },
      ])
    : [];
  return {
    heading,
    paragraphs: renderArticleMarkdown(paragraphs),
    slides,
    nextDate: upcoming ? { day: upcoming.day, hour: upcoming.hour } : null,
    // 'Inscribite' buys the course on its next date; with none ahead there is nothing to buy.
    purchasable: upcoming
      ? { _id: upcoming._id, model: 'Course' as const, title: upcoming.title, placesLeft }
      : null,
    // The structure's course record has no prices until the owner sets them.
    prices:
      course && (course.pricePesos > 0 || course.priceDolar > 0)
        ? {
            anticipatedPesos: course.priceAnticipedPesos,
            pesos: course.pricePesos,
            dollars: course.priceDolar,
          }
        : null,
    seo: seoFor(context, { section, description, path, image: slides[0]?.file }),
  };
}

export type WorkshopData = Awaited<ReturnType<typeof loadWorkshop>>;
