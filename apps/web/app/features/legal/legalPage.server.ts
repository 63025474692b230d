import type { LegalKind, PublicContext } from '@constelaciones/contract';
import { formatDate } from '@constelaciones/contract/format';
import { messages } from '@constelaciones/contract/messages';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
import { paths } from '../../lib/paths';
import { seoFor } from '../../lib/seo';

const PAGES = {
  terms: {
    title: messages.legal.termsTitle,
    path: paths.terms,
    description: (owner: string) =>
      `Términos y condiciones de los talleres, actividades y módulos de la formación NCFA de ${owner}: precios, formas de pago, cancelaciones y arrepentimiento.`,
  },
  privacy: {
    title: messages.legal.privacyTitle,
    path: paths.privacy,
    description: (owner: string) =>
      `Qué datos personales reúne el sitio de ${owner}, para qué, quién los ve y cómo ejercer tus derechos.`,
  },
} as const;

/**
 * A legal page's data, rendered on the server: the published text, or the draft marked as such until the owner
 * publishes one. The Markdown becomes HTML here, so `marked` never reaches the page's bundle.
 */
export async function loadLegalPage(context: PublicContext, kind: LegalKind) {
  const page = await context.catalog.legalPage(kind);
  const { title, path, description } = PAGES[kind];
  return {
    title,
    draft: page.draft,
    publishedAt: page.publishedAt,
    publishedOn: page.publishedAt && formatDate(page.publishedAt),
    html: renderArticleMarkdown(page.markdown),
    seo: seoFor(context, { section: title, description: description(context.site.owner.name), path }),
  };
}

export type LegalPageData = Awaited<ReturnType<typeof loadLegalPage>>;
