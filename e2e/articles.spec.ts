import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { Article } from '../packages/contract/src/entities';
import { formatDate } from '../packages/contract/src/format';
import { demoArticles } from '../apps/server/src/db/seed/demo-data';
import { expectAccessible } from './support/a11y';
import { expectShareableHead, fetchServerRendered } from './support/server-rendered';

/** The demo article with a Markdown heading ('## Lo que se revela en el campo'), a list and a link. */
const whatIsAConstellation = demoArticles.find(
  (article) => article.key === 'que-es-una-constelacion-familiar',
);

async function publishedArticles(request: APIRequestContext): Promise<Article[]> {
  const response = await request.get('/api/blog');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { articles: Article[] }).articles;
}

async function publishedArticle(request: APIRequestContext, title: string): Promise<Article> {
  const article = (await publishedArticles(request)).find((candidate) => candidate.title === title);
  expect(article, `published article '${title}'`).toBeDefined();
  return article as Article;
}

test('the blog lists every article as a card with its date, an excerpt and a link', async ({
  page,
  request,
}) => {
  const articles = await publishedArticles(request);
  expect(articles.length).toBeGreaterThan(0);

  await page.goto('/articulos');
  await expect(page).toHaveTitle('Mariana Ríos - Artículos');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Artículos');

  const cards = page.getByRole('list', { name: 'Artículos' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(articles.map((article) => article.title));
  // The date shown is the update date, DD/MM/YYYY.
  await expect(cards.locator('time')).toHaveText(articles.map((article) => formatDate(article.updatedAt)));
  for (const date of await cards.locator('time').allTextContents())
    expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  const [first] = articles;
  const firstCard = cards.first();
  await expect(firstCard.getByRole('img', { name: `Imagen del artículo ${first?.title}` })).toBeVisible();
  // The excerpt is plain text: no Markdown marks, shortened by the card rule.
  await expect(firstCard.getByText(/\[Seguir leyendo\.\.\.\]$/)).toBeVisible();
  await expect(firstCard).not.toContainText('*');
  await expect(firstCard.getByRole('link', { name: `Leer artículo «${first?.title}»` })).toHaveAttribute(
    'href',
    `/articulos/${first?._id}`,
  );
  await expectAccessible(page);
});

test('@phone the blog shows one card per row on a phone', async ({ page }) => {
  await page.goto('/articulos');
  const cards = page.getByRole('list', { name: 'Artículos' }).getByRole('listitem');
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second?.x).toBe(first?.x);
  expect(second?.y).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
});

test('the blog shows three cards per row on a wide screen', async ({ page }) => {
  await page.goto('/articulos');
  const cards = page.getByRole('list', { name: 'Artículos' }).getByRole('listitem');
  const boxes = await Promise.all([0, 1, 2, 3].map((index) => cards.nth(index).boundingBox()));
  expect(new Set(boxes.slice(0, 3).map((box) => box?.y)).size).toBe(1);
  expect(boxes[3]?.x).toBe(boxes[0]?.x);
});

test('an article shows its image, title, date and its Markdown rendered', async ({ page, request }) => {
  expect(whatIsAConstellation).toBeDefined();
  const title = whatIsAConstellation?.title ?? '';
  const article = await publishedArticle(request, title);

  await page.goto('/articulos');
  await page.getByRole('link', { name: `Leer artículo «${title}»` }).click();
  await expect(page).toHaveURL(`/articulos/${article._id}`);
  await expect(page).toHaveTitle(`Mariana Ríos - ${title}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: `Imagen del artículo ${title}` })).toBeVisible();
  await expect(page.getByText(formatDate(article.updatedAt), { exact: true })).toBeVisible();

  const body = page.locator('.prose');
  await expect(body.getByRole('heading', { level: 2, name: 'Lo que se revela en el campo' })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText([
    'Vínculos con la madre y el padre.',
    'Dificultades en la pareja o para formar pareja.',
    'Duelos, pérdidas y separaciones.',
    'Temas de salud, trabajo y dinero.',
    'La sensación de cargar con algo que no nos pertenece.',
  ]);
  await expect(body.locator('em', { hasText: '¿qué es exactamente lo que se hace ahí?' })).toBeVisible();
  await expect(body.getByRole('link', { name: 'el calendario' })).toHaveAttribute('href', '/calendario');
  await expect(body).not.toContainText('##');
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Volver a los artículos' }).click();
  await expect(page).toHaveURL(/\/articulos$/);
});

test('an unknown article answers 404 in Spanish', async ({ page }) => {
  for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe']) {
    const response = await page.goto(`/articulos/${id}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  }
});

test('an article page is complete without a browser, ready to be shared', async ({ request, baseURL }) => {
  const title = whatIsAConstellation?.title ?? '';
  const article = await publishedArticle(request, title);
  const path = `/articulos/${article._id}`;
  const rendered = await fetchServerRendered(request, path);
  expect(rendered.text).toContain(title);
  expect(rendered.text).toContain(formatDate(article.updatedAt));
  expect(rendered.body).toContain('<h2>Lo que se revela en el campo</h2>');
  expect(rendered.body).toContain('<li>Vínculos con la madre y el padre.</li>');
  expect(rendered.text).toContain(
    'Muchas personas llegan a un taller de constelaciones con la misma pregunta',
  );
  await expectShareableHead(request, rendered, {
    title: `Mariana Ríos - ${title}`,
    url: `${baseURL}${path}`,
    type: 'article',
  });
  expect(rendered.head.ogImage).toBe(`${baseURL}/img/${article.img}`);
  // The description is the article's opening words, without Markdown marks.
  expect(rendered.head.description).toMatch(
    /^Muchas personas llegan a un taller de constelaciones con la misma pregunta: ¿qué es exactamente/,
  );
});

test('the blog is complete without a browser', async ({ request, baseURL }) => {
  const articles = await publishedArticles(request);
  const rendered = await fetchServerRendered(request, '/articulos');
  for (const article of articles) {
    expect(rendered.text).toContain(article.title);
    expect(rendered.text).toContain(formatDate(article.updatedAt));
  }
  await expectShareableHead(request, rendered, {
    title: 'Mariana Ríos - Artículos',
    url: `${baseURL}/articulos`,
    type: 'website',
  });
});
