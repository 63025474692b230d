import { z } from 'zod';
import { newsletterAdminMessages as admin, newsletterMessages as words } from '../newsletter-messages';
import { booleanField, optionalCount, requiredLongText, requiredText, TEXT_MAX } from './fields';
import { emailField } from './registration';

/** The longest newsletter: a long letter in Markdown. */
export const NEWSLETTER_BODY_MAX = 20_000;
/** The longest file an import reads: tens of thousands of addresses, under the request's 1 MB limit. */
export const NEWSLETTER_IMPORT_MAX_CHARS = 900_000;
/** The most correos por hora she can set. */
export const NEWSLETTER_PER_HOUR_MAX = 100_000;

/** A yes that must be given: the consent's checkbox. */
const consentGiven = (message: string) => booleanField(message).refine((given) => given, { error: message });

/** 'Recibí las novedades': an address and the consent's checkbox, ticked. */
export const newsletterSubscribeSchema = z.object({
  email: emailField(),
  consent: consentGiven(words.consentRequired),
});
export type NewsletterSubscribeInput = z.input<typeof newsletterSubscribeSchema>;

/** A student's choice in her profile: on (with the consent shown beside it) or off. */
export const newsletterChoiceSchema = z.object({ subscribed: booleanField(words.consentRequired) });

/** A newsletter as she writes it: a subject and a Markdown text. */
export const newsletterDraftSchema = z.object({
  subject: requiredText(admin.subjectRequired, TEXT_MAX.title),
  body: requiredLongText(admin.bodyRequired, NEWSLETTER_BODY_MAX),
});
export type NewsletterDraftInput = z.input<typeof newsletterDraftSchema>;

/** Sending it: the draft, and whether the students who joined from their profile get it too. */
export const newsletterSendSchema = newsletterDraftSchema.extend({
  includeStudents: booleanField(admin.includeStudents).default(true),
});
export type NewsletterSendInput = z.input<typeof newsletterSendSchema>;

/** 'Ritmo de envío': correos por hora, or empty for the site's own pace. */
export const newsletterPaceSchema = z.object({
  perHour: optionalCount(admin.perHourInvalid, 1, NEWSLETTER_PER_HOUR_MAX),
});
export type NewsletterPaceInput = z.input<typeof newsletterPaceSchema>;

/** 'Importar suscriptores': the CSV file's text and her word that these people agreed. */
export const newsletterImportSchema = z.object({
  csv: requiredLongText(admin.importEmpty, NEWSLETTER_IMPORT_MAX_CHARS),
  consent: consentGiven(admin.importConsentRequired),
});
export type NewsletterImportInput = z.input<typeof newsletterImportSchema>;
