import { expect, type APIRequestContext } from '@playwright/test';

/** A page as the server sends it, read without a browser (as a crawler or a link preview would). */
export interface ServerRenderedPage {
  /** The visible text of the body: no tags, no scripts, entities decoded, spaces collapsed. */
  text: string;
  /** The raw HTML of the body, scripts removed. */
  body: string;
  head: {
    title?: string;
    description?: string;
    canonical?: string;
    ogType?: string;
    ogTitle?: string;
    ogDescription?: string;
    ogUrl?: string;
    ogImage?: string;
  };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decode = (html: string) =>
  html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

const attribute = (html: string, pattern: RegExp) => {
  const value = pattern.exec(html)?.[1];
  return value === undefined ? undefined : decode(value);
};

export async function fetchServerRendered(
  request: APIRequestContext,
  path: string,
): Promise<ServerRenderedPage> {
  const response = await request.get(path, { headers: { accept: 'text/html' } });
  expect(response.status(), `GET ${path}`).toBe(200);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body')).replace(/<script\b[\s\S]*?<\/script>/g, '');
  return {
    body,
    text: decode(body.replace(/<[^>]*>/g, ' ')).replace(/\s+/g, ' '),
    head: {
      title: attribute(head, /<title>([^<]*)<\/title>/),
      description: attribute(head, /<meta name="description" content="([^"]*)"/),
      canonical: attribute(head, /<link rel="canonical" href="([^"]*)"/),
      ogType: attribute(head, /<meta property="og:type" content="([^"]*)"/),
      ogTitle: attribute(head, /<meta property="og:title" content="([^"]*)"/),
      ogDescription: attribute(head, /<meta property="og:description" content="([^"]*)"/),
      ogUrl: attribute(head, /<meta property="og:url" content="([^"]*)"/),
      ogImage: attribute(head, /<meta property="og:image" content="([^"]*)"/),
    },
  };
}

/**
 * The head a search engine and a link preview need: title, a description of at most 155 characters,
 * an absolute canonical URL repeated by og:url, and an og:image that really is an image.
 */
export async function expectShareableHead(
  request: APIRequestContext,
  page: ServerRenderedPage,
  expected: { title: string; url: string; type: 'website' | 'article' },
): Promise<void> {
  const { head } = page;
  expect(head.title).toBe(expected.title);
  expect(head.ogTitle).toBe(expected.title);
  expect(head.description?.length).toBeGreaterThan(0);
  expect(head.description?.length).toBeLessThanOrEqual(155);
  expect(head.ogDescription).toBe(head.description);
  expect(head.canonical).toBe(expected.url);
  expect(head.ogUrl).toBe(expected.url);
  expect(head.ogType).toBe(expected.type);
  expect(head.ogImage).toMatch(/^https?:\/\/[^/]+\/img\/.+/);
  const image = await request.get(head.ogImage ?? '');
  expect(image.status(), `GET ${head.ogImage}`).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
}
