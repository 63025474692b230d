import { z } from 'zod';
import { NEWSLETTER_SOURCES, NEWSLETTER_STATES } from '../newsletter-messages';
import { OWNER_MESSAGE_STATES } from '../owner-message-texts';
import { TEXT_MAX } from '../validation/fields';
import {
  newsletterChoiceSchema,
  newsletterDraftSchema,
  newsletterImportSchema,
  newsletterPaceSchema,
  newsletterSendSchema,
  newsletterSubscribeSchema,
} from '../validation/newsletter';
import { messages } from '../messages';
import { endpoint, idParamsSchema } from './endpoint';

const msg = z.object({ msg: z.string() });

/** A subscriber's link (confirm, unsubscribe): anything but one of the site's tokens names nobody. */
const tokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, { error: messages.server.notFound }),
});

/** A newsletter as the archive shows it. */
export const newsletterIssueSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  sentAt: z.string(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** A newsletter in the owner's history: how many of its e-mails are in each state of the outbox. */
export const newsletterSummarySchema = newsletterIssueSchema.omit({ body: true }).extend({
  includeStudents: z.boolean(),
  counts: z.record(z.enum(OWNER_MESSAGE_STATES), z.number().int()),
});
export type NewsletterSummary = z.infer<typeof newsletterSummarySchema>;

/** A subscriber as the owner's list shows it. */
export const newsletterSubscriberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  state: z.enum(NEWSLETTER_STATES),
  source: z.enum(NEWSLETTER_SOURCES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type NewsletterSubscriber = z.infer<typeof newsletterSubscriberSchema>;

const countsSchema = z.record(z.enum(NEWSLETTER_STATES), z.number().int());

/** Who a newsletter would reach now: the confirmed subscribers, and those of them who joined as students. */
const audienceSchema = z.object({ subscribed: z.number().int(), students: z.number().int() });

/**
 * The newsletter ('Novedades'): anyone asks for it (double opt-in), confirms by the e-mailed link and leaves by
 * the link of each newsletter (one click, RFC 8058, or the page); a student joins from her profile; the owner
 * writes, tests and sends newsletters, sets their pace, and keeps her list (search, CSV out and in, remove).
 */
export const newsletterEndpoints = {
  subscribe: endpoint({
    method: 'POST',
    path: '/newsletter/subscribe',
    access: 'public',
    body: newsletterSubscribeSchema,
    response: msg,
  }),
  confirm: endpoint({
    method: 'POST',
    path: '/newsletter/confirm/:token',
    access: 'public',
    params: tokenParamsSchema,
    response: msg,
  }),
  /** The unsubscribe page: whose link it is, and whether that address still gets the newsletter. */
  subscription: endpoint({
    method: 'GET',
    path: '/newsletter/unsubscribe/:token',
    access: 'public',
    params: tokenParamsSchema,
    response: z.object({ email: z.string(), subscribed: z.boolean() }),
  }),
  /**
   * The way out: the page's button, and the `List-Unsubscribe` address a mail client posts
   * `List-Unsubscribe=One-Click` to (any body is read as that).
   */
  unsubscribe: endpoint({
    method: 'POST',
    path: '/newsletter/unsubscribe/:token',
    access: 'public',
    params: tokenParamsSchema,
    response: msg,
  }),
  archive: endpoint({
    method: 'GET',
    path: '/newsletter/issues',
    access: 'public',
    response: z.object({ issues: z.array(newsletterIssueSchema.omit({ body: true })) }),
  }),
  issue: endpoint({
    method: 'GET',
    path: '/newsletter/issues/:id',
    access: 'public',
    params: idParamsSchema,
    response: z.object({ issue: newsletterIssueSchema }),
  }),
  mine: endpoint({
    method: 'GET',
    path: '/newsletter/mine',
    access: 'user',
    response: z.object({ subscribed: z.boolean() }),
  }),
  choose: endpoint({
    method: 'PUT',
    path: '/newsletter/mine',
    access: 'user',
    body: newsletterChoiceSchema,
    response: z.object({ subscribed: z.boolean(), msg: z.string() }),
  }),
  /** Her tab: the newsletters sent, who the next would reach, and the pace. */
  overview: endpoint({
    method: 'GET',
    path: '/admin/newsletters',
    access: 'admin',
    response: z.object({
      newsletters: z.array(newsletterSummarySchema),
      audience: audienceSchema,
      perHour: z.number().int().nullable(),
    }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/admin/newsletters',
    access: 'admin',
    body: newsletterSendSchema,
    status: 201,
    response: z.object({ newsletter: newsletterSummarySchema, msg: z.string() }),
  }),
  /** A copy to her notices address, with the subscribers' layout. */
  test: endpoint({
    method: 'POST',
    path: '/admin/newsletters/test',
    access: 'admin',
    body: newsletterDraftSchema,
    response: msg,
  }),
  pace: endpoint({
    method: 'PUT',
    path: '/admin/newsletters/pace',
    access: 'admin',
    body: newsletterPaceSchema,
    response: z.object({ perHour: z.number().int().nullable(), msg: z.string() }),
  }),
  /** The first 100 whose address holds `q`, newest first, and how many there are in each state. */
  subscribers: endpoint({
    method: 'GET',
    path: '/admin/newsletter/subscribers',
    access: 'admin',
    query: z.object({ q: z.string().trim().max(TEXT_MAX.email).optional().default('') }),
    response: z.object({ subscribers: z.array(newsletterSubscriberSchema), counts: countsSchema }),
  }),
  /** Every subscriber as a file for a spreadsheet (the project's CSV: UTF-8 with a BOM, `;`, CRLF). */
  csv: endpoint({
    method: 'GET',
    path: '/admin/newsletter/subscribers/csv',
    access: 'admin',
    response: z.string(),
  }),
  import: endpoint({
    method: 'POST',
    path: '/admin/newsletter/subscribers/import',
    access: 'admin',
    body: newsletterImportSchema,
    response: z.object({
      added: z.number().int(),
      problems: z.array(z.object({ line: z.number().int(), text: z.string(), problem: z.string() })),
      msg: z.string(),
    }),
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/admin/newsletter/subscribers/:id',
    access: 'admin',
    params: idParamsSchema,
    response: msg,
  }),
};
