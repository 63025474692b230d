import { formatDate, formatModuleDate } from '@constelaciones/contract';
import type { Mail } from '../../integrations/mail';
import { composeMail, type MailSite } from '../../platform/letter';

/** What an offer e-mail names: the person, the item, where to enrol, and until when the place is hers. */
export interface PlaceOffer {
  email: string;
  firstName: string;
  title: string;
  /** Courses only: the date. */
  courseDate: string | null;
  /** The item's page, relative to the site (its enrol button takes the held place). */
  path: string;
  offerUntil: Date;
}

/** A place freed for the first in a waiting list: held for her until the offer ends. */
export function placeOfferMail(site: MailSite, offer: PlaceOffer): Mail {
  const what = offer.courseDate ? `${offer.title} (${formatDate(offer.courseDate)})` : offer.title;
  const until = `${formatModuleDate(offer.offerUntil.toISOString())} (hora Argentina)`;
  return composeMail(site, {
    to: offer.email,
    subject: `Se liberó un lugar: ${offer.title}`,
    greeting: `¡Hola, ${offer.firstName}!`,
    paragraphs: [
      `Se liberó un lugar en ${what} y es tuyo: te lo guardamos hasta el ${until}.`,
      'Para tomarlo, entrá con tu cuenta e inscribite como siempre. Si no te inscribís antes de esa fecha, el lugar pasa a la siguiente persona de la lista de espera.',
    ],
    details: [
      ['Inscripción', what],
      ['Lugar reservado hasta', until],
    ],
    action: { label: 'Inscribirme', url: `${site.publicUrl}${offer.path}` },
  });
}
