import { z } from 'zod';
import { messages } from './messages';

/** Values the spec fixes for the domain's enumerations. */
export const ROLES = ['ADMIN', 'USER'] as const;
export const MODALITIES = ['Presencial', 'Virtual'] as const;
/** sincronico = live (en directo), asincronico = recorded (grabado). */
export const MODULE_TYPES = ['sincronico', 'asincronico'] as const;
export const ASSOCIATE_MODELS = ['Course', 'Module'] as const;
export const INSCRIPTION_MODELS = ['Course', 'Activity', 'Module'] as const;
/**
 * transfer = bank transfer (ARS) or the owner's manual instructions (USD); mp = Mercado Pago; pp = PayPal.
 */
export const WAYS_TO_PAY = ['transfer', 'mp', 'pp'] as const;
/** Prices are in pesos (ARS) or dollars (USD). */
export const CURRENCIES = ['ARS', 'USD'] as const;
/** The ways to pay at a payment provider: Mercado Pago ('mp') and PayPal ('pp'), as the spec stores them. */
export const PAYMENT_PROVIDERS = ['mp', 'pp'] as const satisfies readonly (typeof WAYS_TO_PAY)[number][];
/**
 * A purchase's payment: pending → paid, pending → expired / cancelled, paid → refunded (docs/payments.md).
 */
export const PAYMENT_STATES = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const;
/**
 * A withdrawal request ('Botón de arrepentimiento'): open until the owner resolves (refunds) or rejects it.
 */
export const WITHDRAWAL_STATES = ['open', 'resolved', 'rejected'] as const;
/** The two workshop pages are tied to these course records. */
export const COURSE_SLUGS = ['talleres-presenciales', 'talleres-virtuales'] as const;

export type Role = (typeof ROLES)[number];
export type Modality = (typeof MODALITIES)[number];
export type ModuleType = (typeof MODULE_TYPES)[number];
export type AssociateModel = (typeof ASSOCIATE_MODELS)[number];
export type InscriptionModel = (typeof INSCRIPTION_MODELS)[number];
export type WayToPay = (typeof WAYS_TO_PAY)[number];
export type Currency = (typeof CURRENCIES)[number];
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export type PaymentState = (typeof PAYMENT_STATES)[number];
export type CourseSlug = (typeof COURSE_SLUGS)[number];
export type WithdrawalState = (typeof WITHDRAWAL_STATES)[number];

const id = z.string().uuid();
/** Instants travel as ISO 8601 strings. */
const instant = z.string();

export const courseSchema = z.object({
  _id: id,
  slug: z.enum(COURSE_SLUGS),
  title: z.string(),
  /** Null until the owner sets the next date: the workshop cannot be bought without one. */
  day: z.string().describe('YYYY-MM-DD').nullable(),
  hour: z.number().int(),
  priceAnticipedPesos: z.number(),
  pricePesos: z.number(),
  priceDolar: z.number(),
  linkMP: z.string(),
  linkPP: z.string(),
  /** 'Cupo' of its current date: null, no limit. */
  capacity: z.number().int().nullable(),
  /** The most cuotas at Mercado Pago for it, fewer than the site's; null, the site's. */
  installments: z.number().int().nullable(),
});
export type Course = z.infer<typeof courseSchema>;

export const activitySchema = z.object({
  _id: id,
  title: z.string(),
  description: z.string(),
  img: z.string(),
  day: instant,
  pricePesos: z.number(),
  priceDolar: z.number(),
  modality: z.enum(MODALITIES),
  city: z.string(),
  important: z.boolean(),
  archived: z.boolean(),
  associate: id.nullable(),
  associateModel: z.enum(ASSOCIATE_MODELS).nullable(),
  /**
   * The owner's kind for the agenda; null: 'Taller' tied to a course, 'Formación NCFA' to a module, else
   * 'Actividad'.
   */
  kind: z.string().nullable(),
  /** 'Cupo': null, no limit. */
  capacity: z.number().int().nullable(),
  /** The most cuotas at Mercado Pago for it, fewer than the site's; null, the site's. */
  installments: z.number().int().nullable(),
  updatedAt: instant,
});
export type Activity = z.infer<typeof activitySchema>;

export const moduleSchema = z.object({
  _id: id,
  number: z.number().int(),
  title: z.string(),
  typeModule: z.enum(MODULE_TYPES),
  topics: z.array(z.string()),
  /** Null until the owner sets the live meeting's date. */
  date: instant.nullable(),
  pricePesos: z.number(),
  priceDolar: z.number(),
  link_intro: z.string(),
  /** Paid content: present only for admins and for students who own the module. */
  link: z.string().optional(),
  open: z.boolean(),
  enabled: z.boolean(),
  /** The spec's content wrapper: tells whether the paid link is there. */
  content: z.object({ link: z.boolean() }),
  /** 'Cupo' of a live module: null, no limit. */
  capacity: z.number().int().nullable(),
  /** The most cuotas at Mercado Pago for it, fewer than the site's; null, the site's. */
  installments: z.number().int().nullable(),
});
export type Module = z.infer<typeof moduleSchema>;

/** Where a student left a recorded module's video or audio, to resume it there. */
export const moduleProgressSchema = z.object({
  module: id,
  /** The playback position, in seconds. */
  seconds: z.number(),
  /** The media's length in seconds, when the player knows it. */
  duration: z.number().nullable(),
  updatedAt: instant,
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

export const articleSchema = z.object({
  _id: id,
  title: z.string(),
  paragraph: z.string(),
  img: z.string(),
  createdAt: instant,
  updatedAt: instant,
});
export type Article = z.infer<typeof articleSchema>;

export const constellatorSchema = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  email: z.string(),
  phone: z.string(),
  avatar: z.string(),
});
export type Constellator = z.infer<typeof constellatorSchema>;

const consentInvalid = { error: messages.constellator.consentInvalid };

/**
 * What a graduate agreed to about /consteladores: to appear at all, and which contact data to show; also the
 * profile's consent form and the body of PUT /user/constellator-consent. Without `listed` no contact data is
 * shown, whatever the other two say (the server stores them off).
 */
export const constellatorConsentSchema = z.object({
  listed: z.boolean(consentInvalid),
  showsEmail: z.boolean(consentInvalid),
  showsPhone: z.boolean(consentInvalid),
});
export type ConstellatorConsent = z.infer<typeof constellatorConsentSchema>;

/**
 * A person who finished the training ('Formación Finalizada'): their account's contact data for the owner,
 * what they agreed to, and whether the owner published them on /consteladores.
 */
export const graduateSchema = constellatorSchema.omit({ avatar: true }).extend({
  consent: constellatorConsentSchema,
  published: z.boolean(),
  /**
   * False only for someone still published after a module was un-marked: listed so the owner can remove them.
   */
  finished: z.boolean(),
});
export type Graduate = z.infer<typeof graduateSchema>;

export const userSchema = z.object({
  _id: id,
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  dateOfBirth: z.string().nullable(),
  avatar: z.string(),
  role: z.enum(ROLES),
  modules: z.array(z.object({ _id: id, title: z.string() })),
});
export type User = z.infer<typeof userSchema>;

export const purchaseSchema = z.object({
  _id: id,
  /**
   * The person as the purchase copied them. `_id` is null once the account was deleted: the purchase stays
   * for the owner's accounts, with the name 'Cuenta eliminada' and the rest emptied.
   */
  user_id: z.object({
    _id: id.nullable(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    dateOfBirth: z.string().nullable(),
    email: z.string(),
    phone: z.string(),
    /** The DNI or CUIL given at the checkout for a total of IDENTIFIED_BUYER_FROM pesos or more, else null. */
    document: z.string().nullable(),
  }),
  wayToPay: z.enum(WAYS_TO_PAY),
  /** True exactly when `state` is 'paid'. */
  pay: z.boolean(),
  finish: z.boolean(),
  /** The item as it was when the person bought: its title stays even if the item is renamed or deleted. */
  inscription: z.object({
    _id: id,
    title: z.string(),
    typeModule: z.enum(MODULE_TYPES).optional(),
  }),
  inscriptionModel: z.enum(INSCRIPTION_MODELS),
  state: z.enum(PAYMENT_STATES),
  /** Fixed by the server when the person bought. */
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** A short code that names the purchase in transfers and e-mails, e.g. 'INS-7K3F9Q'. */
  reference: z.string(),
  /** Until when a pending purchase is held (null only on purchases made before every way had one). */
  deadline: instant.nullable(),
  /** For a course: the date bought ('YYYY-MM-DD'); a workshop repeats with new dates. */
  courseDate: z.string().nullable(),
  paidAt: instant.nullable(),
  /**
   * The provider's number of the payment that paid it (Mercado Pago, PayPal); null when confirmed by hand.
   */
  paidByOperation: z.string().nullable(),
  /**
   * What the provider gave back of the payment that paid it, when only part was (0 otherwise): still paid.
   */
  refundedAmount: z.number(),
  /** What Mercado Pago answered of the payment that paid it: the cuotas chosen; null, unknown or another way. */
  installments: z.number().int().nullable(),
  /** What the buyer paid in all, financing included, and what the owner received after fees; null, unknown. */
  paidTotal: z.number().nullable(),
  netReceived: z.number().nullable(),
  /** The discount code it was bought with, as it was then, and what it took off (`amount` is net of it). */
  discountCode: z.string().nullable(),
  discount: z.number(),
  /**
   * On the owner's lists only: the provider's numbers of further approved payments of this paid purchase,
   * each a double charge to refund at the provider.
   */
  doubleCharges: z.array(z.string()).optional(),
  createdAt: instant,
});
export type Purchase = z.infer<typeof purchaseSchema>;

/**
 * A request sent with the 'Botón de arrepentimiento', as the owner reads it in 'Arrepentimientos': who asked
 * and the reference they gave; the purchase it names when the reference and the e-mail match one (null
 * otherwise), whether it came within the term (null without a purchase) and the term's last day; the owner's
 * resolution.
 */
export const withdrawalSchema = z.object({
  _id: id,
  /** The code the person got on screen and by e-mail, e.g. 'ARR-4TQ8WZ'. */
  code: z.string(),
  name: z.string(),
  email: z.string(),
  reference: z.string(),
  reason: z.string(),
  createdAt: instant,
  withinTerm: z.boolean().nullable(),
  /** The last day of the purchase's term ('YYYY-MM-DD', Argentine calendar); null without a purchase. */
  termLastDay: z.string().nullable(),
  state: z.enum(WITHDRAWAL_STATES),
  resolutionNote: z.string(),
  resolvedAt: instant.nullable(),
  purchase: purchaseSchema.nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

/**
 * One list of a grouped tab of 'Administrar inscriptos' (GET /purchases/groups): the activity or module
 * bought in, and how many of the tab's purchases (under 'Buscar alumno') are for it. In 'Talleres', one list
 * per course and date bought: `courseDate`, and whether it is the course's current date (`current`: the one
 * people wait for).
 */
export const purchaseGroupSchema = z.object({
  inscription: purchaseSchema.shape.inscription,
  inscriptionModel: z.enum(INSCRIPTION_MODELS),
  count: z.number().int(),
  courseDate: z.string().nullable().optional(),
  current: z.boolean().optional(),
});
export type PurchaseGroup = z.infer<typeof purchaseGroupSchema>;

/**
 * One month of the owner's summary (GET /purchases/summary), in Argentine time: the purchases made that month
 * and, per currency, the purchases paid that month (by the date they were paid) and the money they brought.
 */
export const purchaseMonthSchema = z.object({
  /** 'YYYY-MM'. */
  month: z.string(),
  purchases: z.number().int(),
  /** Per currency, the purchases paid that month, their amount and what discount codes took off them. */
  received: z.record(
    z.enum(CURRENCIES),
    z.object({ count: z.number().int(), amount: z.number(), discount: z.number() }),
  ),
  /** The discount codes of the purchases paid that month, by code and currency: how many, and what it took off. */
  codes: z.array(
    z.object({
      code: z.string(),
      currency: z.enum(CURRENCIES),
      count: z.number().int(),
      discount: z.number(),
    }),
  ),
});
export type PurchaseMonth = z.infer<typeof purchaseMonthSchema>;

/**
 * What buying an item would cost the caller now, before anything is written (GET /purchases/quote): the
 * item's title and description, the total POST /purchases/create would fix, and the ways to pay it offered.
 */
export const purchaseQuoteSchema = z.object({
  title: z.string(),
  /** An activity's, or a course's workshop page's; empty for modules. */
  description: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  /** Whether the amount is a course's early-payment price. */
  early: z.boolean(),
  /**
   * The ways that take the currency and that the site can take now (bank details set, provider configured).
   */
  waysToPay: z.array(z.enum(WAYS_TO_PAY)),
  /** Whether buying asks for the buyer's DNI or CUIL: a total of IDENTIFIED_BUYER_FROM pesos or more. */
  identify: z.boolean(),
  /** The most cuotas offered at Mercado Pago for it (installmentsFor); 1, none. */
  installments: z.number().int(),
  /** The code asked about and what it takes off `amount`'s price (amount is the total less it); null, none. */
  discount: z.object({ code: z.string(), amount: z.number() }).nullable(),
});
export type PurchaseQuote = z.infer<typeof purchaseQuoteSchema>;

/** One date a student bought (GET /purchases/calendar), for their calendar (calendar.ts). */
export const purchaseDateSchema = z.object({
  /** The purchase's `_id`. */
  purchase: id,
  title: z.string(),
  /** The first day's start and end, as ISO 8601 instants. */
  start: instant,
  end: instant,
  /** Consecutive days at the same hours: 2 for a live module (a weekend), 1 otherwise. */
  days: z.number().int(),
  /** Where it happens, in words ('Presencial, Córdoba', 'En línea'). */
  location: z.string(),
  /** The purchase's reference, e.g. 'INS-7K3F9Q'. */
  reference: z.string(),
});
export type PurchaseDate = z.infer<typeof purchaseDateSchema>;

/** The owner's details for payments by hand: the bank account (Argentina) and the instructions for abroad. */
export const paymentSettingsSchema = z.object({
  bankHolder: z.string(),
  cuit: z.string(),
  bank: z.string(),
  /** CBU or CVU: 22 digits. */
  cbu: z.string(),
  alias: z.string(),
  /** How to pay from abroad by hand (e.g. Western Union), shown to those who pay in dollars. */
  abroadInstructions: z.string(),
  /** Early-payment price of courses: purchases made at least this many days before the course date. */
  earlyPaymentDays: z.number().int(),
  /**
   * Days after a purchase ended unpaid (expired or cancelled) before its copy of the person's data is erased.
   */
  unpaidDataDays: z.number().int(),
  /** Days before each enrolled date that its first reminder goes (the second goes the day before). */
  reminderDays: z.number().int(),
  /** Hours an offer from a waiting list holds its place. */
  offerHours: z.number().int(),
  /** The most cuotas offered at Mercado Pago (1 to MAX_INSTALLMENTS); an item may offer fewer. */
  maxInstallments: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
