import { useDeferredValue, useId, useMemo } from 'react';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';

/** How to write Markdown, under a text field that takes it. */
export const MARKDOWN_HINT = (
  <>
    Podés usar Markdown: una línea que empieza con <code>##</code> es un subtítulo, <code>**negrita**</code>,{' '}
    <code>*cursiva*</code>, <code>- </code> al comienzo de la línea para una lista y{' '}
    <code>[texto](https://…)</code> para un enlace. Dejá una línea en blanco entre párrafos.
  </>
);

interface Props {
  markdown: string;
  /** What the preview says while the text is empty. */
  placeholder: string;
}

/** The text as its public page will show it, updated while the owner types. */
export function MarkdownPreview({ markdown, placeholder }: Props) {
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
        <p className="text-body-secondary mb-0">{placeholder}</p>
      )}
    </section>
  );
}
