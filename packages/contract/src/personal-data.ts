import { z } from 'zod';
import { myAttendanceSchema } from './api/attendance';
import { certificateSchema } from './api/certificates';
import { receivedMessageSchema } from './api/owner-messages';
import { NEWSLETTER_SOURCES, NEWSLETTER_STATES } from './newsletter-messages';
import { PAYMENT_PROVIDERS, ROLES, moduleProgressSchema, purchaseSchema } from './entities';
import { waitingEntrySchema } from './places';

/** Days an account whose e-mail was never confirmed is kept: then the site removes it. */
export const UNCONFIRMED_ACCOUNT_DAYS = 30;
/** Days a sent e-mail's copy stays in the site's outbox: then it is deleted. */
export const SENT_MAIL_DAYS = 30;
/**
 * Days after which a purchase that ended unpaid (expired, or cancelled because it was paid another way) loses
 * its copy of the person's data, unless the owner sets another number in 'Datos de pago'.
 */
export const DEFAULT_UNPAID_DATA_DAYS = 90;

const id = z.uuid();
const instant = z.string();

/** What a provider (Mercado Pago, PayPal) said about a payment of one of the person's purchases. */
export const providerPaymentRecordSchema = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  /** Mercado Pago's preference, PayPal's order. */
  providerOrderId: z.string().nullable(),
  /** Mercado Pago's payment, PayPal's capture. */
  providerPaymentId: z.string().nullable(),
  status: z.string(),
  amount: z.number().nullable(),
  currency: z.string().nullable(),
  createdAt: instant,
  updatedAt: instant,
});

/**
 * Everything the site holds about a person (GET /user/my-data, 'Descargar mis datos'; Ley 25.326, art. 14):
 * the account, what she agreed to, her purchases with the providers' word on each payment, where she left
 * each recorded module, her sessions and the audit entries about her. Never a password, a token or a hash of
 * one.
 */
export const myDataSchema = z.object({
  /** When this copy was made. */
  generatedAt: instant,
  account: z.object({
    _id: id,
    username: z.string(),
    email: z.string(),
    role: z.enum(ROLES),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    country: z.string(),
    dateOfBirth: z.string().nullable(),
    /** The profile picture's file under /img, empty without one. */
    avatar: z.string(),
    createdAt: instant,
    /** When the e-mail was proven (null: never). */
    confirmedAt: instant.nullable(),
    /** Whether she logs in with a password; an account that only logs in through Google has none. */
    hasPassword: z.boolean(),
    /** The social logins linked to the account: the provider (its address) and since when. */
    socialLogins: z.array(z.object({ provider: z.string(), linkedAt: instant })),
  }),
  /** 'Listado de Consteladores': what she agreed to, and whether the owner published her card. */
  constellatorConsent: z.object({
    listed: z.boolean(),
    showsEmail: z.boolean(),
    showsPhone: z.boolean(),
    published: z.boolean(),
  }),
  purchases: z.array(
    purchaseSchema
      .omit({ doubleCharges: true })
      .extend({ providerPayments: z.array(providerPaymentRecordSchema) }),
  ),
  progress: z.array(
    moduleProgressSchema.omit({ module: true }).extend({
      module: z.object({ _id: id, number: z.number().int(), title: z.string() }),
    }),
  ),
  sessions: z.array(
    z.object({
      createdAt: instant,
      lastUsedAt: instant,
      expiresAt: instant,
      revokedAt: instant.nullable(),
      /** The session this copy was asked from. */
      current: z.boolean(),
    }),
  ),
  /** The owner's messages to her ('Enviar mensaje'), newest first. */
  messages: z.array(receivedMessageSchema),
  /**
   * Her subscription to the newsletter (by her account or her address), with the consent as she gave it:
   * its wording and its time.
   */
  newsletter: z.array(
    z.object({
      email: z.string(),
      state: z.enum(NEWSLETTER_STATES),
      source: z.enum(NEWSLETTER_SOURCES),
      consentText: z.string(),
      consentAt: instant,
      confirmedAt: instant.nullable(),
      unsubscribedAt: instant.nullable(),
    }),
  ),
  /** The waiting lists she is on, with her place in each and a place held for her. */
  waitingLists: z.array(waitingEntrySchema),
  /** Her hours and whether she finished, per module of the training she paid. */
  attendance: z.array(myAttendanceSchema),
  /** The certificates issued to her, revoked ones included. */
  certificates: z.array(certificateSchema),
  /**
   * The audit entries about her account, purchases and card: who changed what (her, the owner or the site).
   */
  changes: z.array(
    z.object({
      at: instant,
      by: z.enum(['self', 'owner', 'site']),
      action: z.string(),
      entity: z.string(),
      entityId: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});
export type MyData = z.infer<typeof myDataSchema>;
