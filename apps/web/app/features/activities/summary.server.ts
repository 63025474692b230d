import type { Activity } from '@constelaciones/contract';
import { formatCardDate } from '@constelaciones/contract/format';
import { shortenForCard } from '@constelaciones/contract/text';
import type { ActivitySummary } from './components/ActivityCard';

/**
 * A card's fields, worked out on the server: list pages send these instead of whole activities, so their
 * inline loader data stays small and the browser needs neither the shortening rule nor the date format.
 */
export function activitySummary({ _id, title, img, description, day }: Activity): ActivitySummary {
  return { _id, title, img, excerpt: shortenForCard(description), date: formatCardDate(day) };
}
