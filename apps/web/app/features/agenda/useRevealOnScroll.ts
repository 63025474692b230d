import { useEffect, useRef } from 'react';

/**
 * Fades and slides an element in when it scrolls into view (the spec's scroll animation).
 * The server HTML shows everything: only after hydration, and only for an element still below the fold,
 * is it marked `data-reveal="waiting"` (hidden by CSS) until it enters the viewport. Visitors without
 * JavaScript, without IntersectionObserver or who prefer reduced motion never lose any content.
 * The mark is a data attribute React does not render, so a re-render never clears it by mistake.
 */
export function useRevealOnScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);

  useEffect(() => {
    const element = ref.current;
    if (
      !element ||
      typeof IntersectionObserver === 'undefined' ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches ||
      element.getBoundingClientRect().top < window.innerHeight
    ) {
      return;
    }
    element.dataset.reveal = 'waiting';
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        element.dataset.reveal = 'shown';
        observer.disconnect();
      },
      { rootMargin: '0px 0px -10% 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      delete element.dataset.reveal;
    };
  }, []);

  return ref;
}
