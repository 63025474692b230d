import type { FastifyPluginAsync } from 'fastify';
import { COURSE_SLUGS } from '@constelaciones/contract';
import type { Dependencies } from '../platform/dependencies';

/** Pages that exist whatever the content; activities and articles are added from the catalog. */
const STATIC_PATHS = [
  '/',
  ...COURSE_SLUGS.map((slug) => `/${slug}`),
  '/NCFA',
  '/NCFA/temario',
  '/NCFA/modulos-grabados',
  '/NCFA/modulos-en-directo',
  '/calendario',
  '/agenda',
  '/consteladores',
  '/articulos',
  '/conoceme',
  '/terminos',
  '/privacidad',
  '/arrepentimiento',
];

/** Areas for logged-in people: nothing there for search engines. */
const PRIVATE_PATHS = ['/admin', '/dashboard', '/profile', '/checkout'];

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const seoRoutes: FastifyPluginAsync<Dependencies> = async (app, { catalog, config }) => {
  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
    ];
    return reply.type('text/plain; charset=utf-8').send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const [activities, articles] = await Promise.all([catalog.activities(), catalog.articles()]);
    const entries = [
      ...STATIC_PATHS.map((p) => ({ loc: p, lastmod: undefined as string | undefined })),
      ...activities.map((a) => ({ loc: `/calendario/${a._id}`, lastmod: a.updatedAt })),
      ...articles.map((a) => ({ loc: `/articulos/${a._id}`, lastmod: a.updatedAt })),
    ];
    const urls = entries
      .map(
        ({ loc, lastmod }) =>
          `  <url><loc>${escapeXml(config.publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ''}</url>`,
      )
      .join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
};
