import { describe, expect, it } from 'vitest';
import { demoActivities, demoArticles } from '../db/seed/demo-data';
import { buildTestApp } from '../test/helper';

const { app } = await buildTestApp();

describe('search engines', () => {
  it('robots.txt keeps private areas out and points to the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    for (const path of ['/admin', '/dashboard', '/profile', '/checkout'])
      expect(res.body).toContain(`Disallow: ${path}`);
    expect(res.body).toContain('Sitemap: http://sitio.test/sitemap.xml');
  });

  it('sitemap.xml lists every public page, visible activity and article with absolute URLs', async () => {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const path of [
      '/',
      '/talleres-presenciales',
      '/NCFA/temario',
      '/agenda',
      '/conoceme',
      '/consteladores',
      '/terminos',
      '/privacidad',
      '/arrepentimiento',
    ]) {
      expect(res.body).toContain(`<loc>http://sitio.test${path}</loc>`);
    }
    const activities = (await app.inject({ method: 'GET', url: '/api/activities' })).json().activities;
    const articles = (await app.inject({ method: 'GET', url: '/api/blog' })).json().articles;
    expect(activities).toHaveLength(demoActivities.filter((a) => !a.archived).length);
    for (const activity of activities)
      expect(res.body).toContain(`http://sitio.test/calendario/${activity._id}`);
    expect(articles).toHaveLength(demoArticles.length);
    for (const article of articles) expect(res.body).toContain(`http://sitio.test/articulos/${article._id}`);
    expect(res.body.match(/\/calendario\/[0-9a-f-]{36}/g)).toHaveLength(activities.length);
  });
});
