import type { CourseSlug } from './entities';
import type { SiteSection } from './validation/site-content';

export type { SiteImage } from './validation/site-content';

export type AgendaKind = 'taller' | 'formacion' | 'eneagrama' | 'charla';

export interface AgendaEntry {
  /** Day or days of the month as the owner writes them, e.g. '15' or '15 y 16'. */
  date: string;
  activity: string;
  modality: string;
  kind: AgendaKind;
}

export interface AgendaMonth {
  month: string;
  entries: AgendaEntry[];
}

/**
 * What public pages show of the owner's own content: her records (see validation/site-content.ts) as the
 * catalog reads them from the database, a record she never saved being empty. Her notices address stays out.
 */
export interface SiteContent {
  owner: Omit<SiteSection<'owner'>, 'noticesEmail'>;
  home: SiteSection<'home'>;
  biography: SiteSection<'biography'>;
  workshops: Record<CourseSlug, SiteSection<CourseSlug>>;
  training: SiteSection<'training'>;
  footer: SiteSection<'footer'>;
  agenda: { year: number; description: string; months: AgendaMonth[] };
}
