import type { SiteImage } from '@constelaciones/contract';
import { ResponsiveImage } from '../../components/ui/ResponsiveImage';
import { BiographyNextSteps } from './BiographyNextSteps';

interface Props {
  heading: string;
  portrait?: SiteImage;
  /** Her biography, as HTML rendered from her Markdown. */
  paragraphs: string;
}

/**
 * 'Conoceme': her biography beside her portrait. The spec wants separate layouts for big and small screens.
 * They are one markup placed by CSS grid areas (see _about.scss), not two copies switched by breakpoint: the
 * biography is sent once, and screen readers and search engines never meet it twice.
 */
export function Biography({ heading, portrait, paragraphs }: Props) {
  return (
    <article className="container py-5 biography">
      <h1 className="page-title biography-heading">{heading}</h1>
      {portrait && (
        <div className="biography-portrait">
          <div className="media-frame ratio-4x5">
            <ResponsiveImage
              file={portrait.file}
              alt={portrait.alt}
              sizes="(min-width: 1200px) 440px, (min-width: 992px) 36vw, 15rem"
              width={800}
              height={1000}
              priority
            />
          </div>
        </div>
      )}
      <div className="biography-text" dangerouslySetInnerHTML={{ __html: paragraphs }} />
      <BiographyNextSteps />
    </article>
  );
}
