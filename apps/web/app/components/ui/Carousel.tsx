import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { SiteImage } from '@constelaciones/contract';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  slides: SiteImage[];
  /** Names the carousel for screen readers, e.g. 'Imágenes del taller'. */
  label: string;
  /** CSS sizes hint of one slide. */
  sizes: string;
  width: number;
  height: number;
}

const subscribeToNothing = () => () => {};

/** False on the server and while hydrating, true once the page runs JavaScript. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Slides on a CSS scroll-snap track: without JavaScript they are swiped or scrolled (the track takes
 * keyboard focus, so arrow keys scroll it too); once hydrated, previous/next buttons and a counter appear
 * over the images, without shifting the layout. No autoplay. The first slide is the page's priority image.
 */
export function Carousel({ slides, label, sizes, width, height }: Props) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const hydrated = useHydrated();
  const trackId = useId();
  const count = slides.length;
  if (count === 0) return null;

  const followScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    setCurrent(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / track.clientWidth))));
  };

  // Wraps around, so that the focused button never becomes disabled under the visitor's finger.
  const show = (index: number) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollTo({ left: ((index + count) % count) * track.clientWidth });
  };

  return (
    <section className="carousel" aria-roledescription="carrusel" aria-label={label}>
      <div className="carousel-track" id={trackId} ref={trackRef} tabIndex={0} onScroll={followScroll}>
        {slides.map((slide, index) => (
          <div
            key={slide.file}
            className="carousel-slide"
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`Imagen ${index + 1} de ${count}`}
          >
            <ResponsiveImage
              file={slide.file}
              alt={slide.alt}
              sizes={sizes}
              width={width}
              height={height}
              priority={index === 0}
            />
          </div>
        ))}
      </div>
      {hydrated && count > 1 && (
        <>
          <button
            type="button"
            className="carousel-button carousel-button-previous"
            aria-controls={trackId}
            onClick={() => show(current - 1)}
          >
            <Chevron direction="left" />
            <span className="visually-hidden">Imagen anterior</span>
          </button>
          <button
            type="button"
            className="carousel-button carousel-button-next"
            aria-controls={trackId}
            onClick={() => show(current + 1)}
          >
            <Chevron direction="right" />
            <span className="visually-hidden">Imagen siguiente</span>
          </button>
          <p className="carousel-counter" aria-live="polite">
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
            <span className="visually-hidden">
              Imagen {current + 1} de {count}
            </span>
          </p>
        </>
      )}
    </section>
  );
}
