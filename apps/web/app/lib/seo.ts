import type { MetaDescriptor } from 'react-router';
import type { PublicContext } from '@constelaciones/contract';

/** What a public page tells search engines and link previews. */
export interface Seo {
  title: string;
  description: string;
  url: string;
  /** None while the site has no picture to show. */
  image?: string;
  type: 'website' | 'article';
}

/** Every page's title: '{owner} - {section}'; only the section while she has not written her name. */
export const pageTitle = (owner: string, section: string): string =>
  owner ? `${owner} - ${section}` : section;

/**
 * Built in each page's loader (the server knows the owner and the public URL):
 * title '{owner} - {section}', absolute canonical and image URLs.
 */
export function seoFor(
  context: PublicContext,
  page: { section: string; description: string; path: string; image?: string; type?: Seo['type'] },
): Seo {
  const image = page.image ?? context.site.home.banner[0]?.file;
  return {
    title: pageTitle(context.site.owner.name, page.section),
    description: page.description,
    url: `${context.publicUrl}${page.path}`,
    image: image ? `${context.publicUrl}/img/${image}` : undefined,
    type: page.type ?? 'website',
  };
}

export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: seo.url },
    { property: 'og:type', content: seo.type },
    { property: 'og:locale', content: 'es_AR' },
    { property: 'og:title', content: seo.title },
    { property: 'og:description', content: seo.description },
    ...(seo.image ? [{ property: 'og:image', content: seo.image }] : []),
    { property: 'og:url', content: seo.url },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}
