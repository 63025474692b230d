import type { ReactNode } from 'react';
import type { SiteImage } from '@constelaciones/contract';
import { Carousel } from './Carousel';

interface Props {
  slides: SiteImage[];
  /** The carousel's name, e.g. 'Imágenes del taller'. */
  label: string;
  /** What stands beside the photos: a page's summary (dates and prices, duration). */
  children: ReactNode;
}

/**
 * A page's photos in a carousel, beside its summary on a big screen; with no photos yet, the summary alone, and
 * no empty column where they would go.
 */
export function PhotosBeside({ slides, label, children }: Props) {
  return (
    <div className="row g-4 align-items-start">
      {slides.length > 0 && (
        <div className="col-lg-7">
          <Carousel
            slides={slides}
            label={label}
            sizes="(min-width: 1400px) 760px, (min-width: 992px) 58vw, 100vw"
            width={1600}
            height={900}
          />
        </div>
      )}
      <div className="col-lg-5">{children}</div>
    </div>
  );
}
