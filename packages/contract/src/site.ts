import type { CourseSlug } from './entities';
import type { SiteSection } from './validation/site-content';

export type { SiteImage } from './validation/site-content';

/**
 * What public pages show of the owner's own content: her records (see validation/site-content.ts) as the
 * catalog reads them from the database, a record she never saved being empty. Her notices address and her
 * signature stay out.
 */
export interface SiteContent {
  owner: Omit<SiteSection<'owner'>, 'noticesEmail' | 'signature'>;
  home: SiteSection<'home'>;
  biography: SiteSection<'biography'>;
  workshops: Record<CourseSlug, SiteSection<CourseSlug>>;
  training: SiteSection<'training'>;
  footer: SiteSection<'footer'>;
}
