import type { CourseSlug } from './entities';

/** An image stored under /img: `file` is the name the server chose, `alt` describes it in Spanish. */
export interface SiteImage {
  file: string;
  alt: string;
}

/** Editorial content of the site: texts and pictures the owner may change, never literals in components. */
export interface SiteContent {
  owner: { name: string; profession: string; email: string };
  social: { instagram: string; facebook: string; youtube: string; spotify: string };
  home: {
    description: string;
    banner: SiteImage;
    heading: string;
    shortBio: string[];
    portrait: SiteImage;
    video: { youtubeId: string; title: string; poster: SiteImage };
  };
  biography: { heading: string; paragraphs: string[]; portrait: SiteImage; description: string };
  workshops: Record<
    CourseSlug,
    { heading: string; description: string; paragraphs: string[]; slides: SiteImage[] }
  >;
  training: {
    heading: string;
    description: string;
    paragraphs: string[];
    duration: string;
    format: string;
    prices: string[];
    slides: SiteImage[];
  };
  credits: { design: string; development: string };
}
