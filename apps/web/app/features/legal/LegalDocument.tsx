import { messages } from '@constelaciones/contract/messages';
import type { LegalPageData } from './legalPage.server';

/** /terminos and /privacidad: the text as the owner published it, or her draft, said to be one. */
export function LegalDocument({ page }: { page: Omit<LegalPageData, 'seo'> }) {
  return (
    <div className="container py-5">
      <article className="page-narrow legal-text">
        <h1 className="page-title">{page.title}</h1>
        {page.draft ? (
          <p className="legal-draft-notice">
            <strong>{messages.legal.draftLabel}</strong> {messages.legal.draftNotice}
          </p>
        ) : (
          page.publishedAt && (
            <p className="legal-date">
              Última actualización: <time dateTime={page.publishedAt}>{page.publishedOn}</time>
            </p>
          )
        )}
        {/* Rendered on the server from the owner's Markdown, with raw HTML escaped and links filtered. */}
        <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
      </article>
    </div>
  );
}
