import { useId, type ReactNode } from 'react';

interface Props {
  /** The button that publishes what the preview shows, e.g. 'Guardar'. */
  action: string;
  /** The public page's part, drawn by the public page's own components. */
  children: ReactNode;
}

/**
 * 'Vista previa': a part of a public page as it will look once saved, framed and titled so that it cannot
 * pass for the page itself. The part is drawn inert: its links and buttons are a picture of the page, not a
 * way off this screen (which would leave her changes behind), and its headings and landmarks stay out of this
 * screen's outline (the page's title is an h1 there, under this screen's h3). What it says is what she typed
 * in the fields above.
 */
export function PagePreview({ action, children }: Props) {
  const id = useId();
  return (
    <section className="page-preview mt-4" aria-labelledby={`${id}-title`} aria-describedby={`${id}-note`}>
      <div className="page-preview-bar">
        <h4 id={`${id}-title`} className="page-preview-title">
          Vista previa
        </h4>
        <p id={`${id}-note`} className="page-preview-note">
          Así se va a ver en el sitio. Lo que cambiás se publica recién cuando tocás «{action}».
        </p>
      </div>
      <div className="page-preview-page" inert>
        {children}
      </div>
    </section>
  );
}
