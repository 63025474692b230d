import { useDeferredValue, useId, useMemo } from 'react';
import { renderArticleMarkdown } from '../../../lib/markdown';

/** The paragraph as the article page will show it, updated while the owner types. */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const titleId = useId();
  const deferred = useDeferredValue(markdown);
  const html = useMemo(() => renderArticleMarkdown(deferred), [deferred]);
  return (
    // Focusable, so that a long preview can be scrolled with the keyboard.
    <section className="admin-preview" aria-labelledby={titleId} tabIndex={0}>
      <p id={titleId} className="admin-preview-title">
        Vista previa
      </p>
      {deferred.trim() ? (
        // Rendered with the public page's rules: raw HTML escaped, links filtered.
        <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="text-body-secondary mb-0">El texto del artículo se verá aquí.</p>
      )}
    </section>
  );
}
