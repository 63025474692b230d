import { describe, expect, it } from 'vitest';
import {
  emptySection,
  type Course,
  type PublicCatalog,
  type PublicContext,
  type SiteContent,
} from '@constelaciones/contract';
import { loadWorkshop } from './workshop.server';

const course: Course = {
  _id: '7f2b8c1e-3d4a-4b5c-8d6e-9f0a1b2c3d4e',
  slug: 'talleres-virtuales',
  title: 'Taller virtual',
  day: '2027-03-24',
  hour: 19,
  priceAnticipedPesos: 35000,
  pricePesos: 42000,
  priceDolar: 45,
  linkMP: 'https://mpago.la/ejemplo',
  linkPP: 'https://paypal.me/ejemplo',
  capacity: null,
  installments: null,
};

const workshop = {
  heading: 'Taller virtual',
  description: 'Talleres virtuales por videollamada.',
  paragraphs: 'Un párrafo.',
  slides: [{ file: 'slide-virtual-1.webp', alt: 'Una ronda de personas.' }],
};

function contextWith(courses: Course[]): PublicContext {
  const catalog: Pick<PublicCatalog, 'course'> = {
    course: async (slug) => courses.find((candidate) => candidate.slug === slug),
  };
  const site: Pick<SiteContent, 'owner' | 'home' | 'workshops'> = {
    owner: { name: 'Mariana Ríos', profession: 'Psicóloga' },
    home: { ...emptySection('home'), banner: [{ file: 'site-banner.webp', alt: 'Un cielo.' }] },
    workshops: { 'talleres-presenciales': workshop, 'talleres-virtuales': workshop },
  };
  return { catalog, site, publicUrl: 'https://example.com' } as PublicContext;
}

const beforeTheCourse = Date.parse('2027-03-24T21:59:00.000Z');
const afterTheCourse = Date.parse('2027-03-24T22:01:00.000Z');

describe('loadWorkshop', () => {
  it("gives the course's next date and prices, and the page's title", async () => {
    const page = await loadWorkshop(contextWith([course]), 'talleres-virtuales', beforeTheCourse);
    expect(page.nextDate).toEqual({ day: '2027-03-24', hour: 19 });
    expect(page.prices).toEqual({ anticipatedPesos: 35000, pesos: 42000, dollars: 45 });
    expect(page.seo.url).toBe('https://example.com/talleres-virtuales');
    expect(page.seo.title).toBe('Mariana Ríos - Talleres virtuales');
    expect(page.seo.image).toBe('https://example.com/img/slide-virtual-1.webp');
  });

  // The checkout asks the server for the rest (its quote: the page's description, the total).
  it('buys the course on its next date', async () => {
    const page = await loadWorkshop(contextWith([course]), 'talleres-virtuales', beforeTheCourse);
    expect(page.purchasable).toEqual({
      _id: course._id,
      model: 'Course',
      title: 'Taller virtual',
      placesLeft: null,
    });
  });

  it('shows no next date once the course has started, and offers no purchase, but keeps its prices', async () => {
    const page = await loadWorkshop(contextWith([course]), 'talleres-virtuales', afterTheCourse);
    expect(page.nextDate).toBeNull();
    expect(page.purchasable).toBeNull();
    expect(page.prices).not.toBeNull();
  });

  it('still renders without the course record', async () => {
    const page = await loadWorkshop(contextWith([]), 'talleres-presenciales', beforeTheCourse);
    expect(page.nextDate).toBeNull();
    expect(page.prices).toBeNull();
    expect(page.purchasable).toBeNull();
    expect(page.heading).toBe('Taller virtual');
    expect(page.seo.title).toBe('Mariana Ríos - Talleres presenciales');
  });
});
