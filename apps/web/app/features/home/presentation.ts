import type { SiteSection } from '@constelaciones/contract';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';

/**
 * What the home's presentation (HomePresentation) shows of her records: the home page's loader reads it from
 * the saved records, the admin's preview from what she is typing, so both follow the same rules. Renders
 * Markdown: import it from a loader or an admin screen, never from a public page's component.
 */
export function presentationOf(
  home: SiteSection<'home'>,
  biography: Pick<SiteSection<'biography'>, 'paragraphs'>,
) {
  const [banner] = home.banner;
  const [portrait] = home.portrait;
  const [poster] = home.poster;
  return {
    heading: home.heading,
    shortBio: renderArticleMarkdown(home.shortBio),
    banner,
    portrait,
    // The video shows once it has its picture: the poster is what the page loads, never YouTube's.
    video: home.video && poster ? { youtubeId: home.video, title: home.videoTitle, poster } : undefined,
    // 'Biografía completa' leads somewhere only once she wrote one.
    hasBiography: biography.paragraphs.trim() !== '',
  };
}

export type Presentation = ReturnType<typeof presentationOf>;
