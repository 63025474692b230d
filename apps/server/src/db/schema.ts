import { sql } from 'drizzle-orm';
import { searchFold } from './search-fold';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ASSOCIATE_MODELS,
  ARCA_ENVIRONMENTS,
  CERTIFICATE_KINDS,
  NEWSLETTER_SOURCES,
  NEWSLETTER_STATES,
  COURSE_SLUGS,
  DOLLAR_INVOICING,
  INVOICE_KINDS,
  INVOICE_STATES,
  CURRENCIES,
  DEFAULT_EARLY_PAYMENT_DAYS,
  DEFAULT_OFFER_HOURS,
  DEFAULT_UNPAID_DATA_DAYS,
  DEFAULT_REMINDER_DAYS,
  DISCOUNT_KINDS,
  type DiscountItem,
  INSCRIPTION_MODELS,
  MAX_INSTALLMENTS,
  LEGAL_KINDS,
  MODALITIES,
  MODULE_TYPES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATES,
  PAYPAL_ENVIRONMENTS,
  ROLES,
  WAYS_TO_PAY,
  WITHDRAWAL_STATES,
} from '@constelaciones/contract';

export const roleEnum = pgEnum('role', ROLES);
export const modalityEnum = pgEnum('modality', MODALITIES);
export const moduleTypeEnum = pgEnum('module_type', MODULE_TYPES);
export const associateModelEnum = pgEnum('associate_model', ASSOCIATE_MODELS);
export const inscriptionModelEnum = pgEnum('inscription_model', INSCRIPTION_MODELS);
export const wayToPayEnum = pgEnum('way_to_pay', WAYS_TO_PAY);
export const paymentStateEnum = pgEnum('payment_state', PAYMENT_STATES);
export const currencyEnum = pgEnum('currency', CURRENCIES);
export const paymentProviderEnum = pgEnum('payment_provider', PAYMENT_PROVIDERS);
export const courseSlugEnum = pgEnum('course_slug', COURSE_SLUGS);
export const discountKindEnum = pgEnum('discount_kind', DISCOUNT_KINDS);
/**
 * What an e-mailed link proves: the address (confirm), the right to a new password, or to delete the account.
 */
export const authTokenKindEnum = pgEnum('auth_token_kind', ['confirm', 'recover', 'delete']);

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Set on every update by the ORM, so no write can forget it. */
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** Prices are numbers for the application; numeric keeps cents exact in the database. */
const price = (name: string) =>
  numeric(name, { precision: 12, scale: 2, mode: 'number' }).notNull().default(0);
/**
 * Loaded with the demo content (docs/decisions/052-site-structure-and-demo.md): 'Quitar el contenido de
 * demostración' deletes the rows still marked (and blanks the marked structure rows, courses and modules);
 * the owner's first save of a row clears it.
 */
const demo = () => boolean('demo').notNull().default(false);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    country: text('country').notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    avatar: text('avatar').notNull().default(''),
    role: roleEnum('role').notNull().default('USER'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The person agrees to appear on /consteladores once the owner publishes them (name, country, avatar).
     */
    constellatorConsent: boolean('constellator_consent').notNull().default(false),
    /** With that consent: which contact data the card may show. */
    constellatorShowsEmail: boolean('constellator_shows_email').notNull().default(false),
    constellatorShowsPhone: boolean('constellator_shows_phone').notNull().default(false),
    /** Name, surname and e-mail folded as 'Buscar alumno' compares them (see purchases.search_text). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchFold(sql`"first_name" || ' ' || "last_name" || ' ' || "email"`)),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    /** 'Formación Finalizada' searches graduates by any part of a name or an e-mail. */
    index('users_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** The purge removes accounts never confirmed after a while (UNCONFIRMED_ACCOUNT_DAYS). */
    index('users_unconfirmed_idx')
      .on(t.createdAt)
      .where(sql`${t.confirmedAt} is null`),
    check(
      'users_constellator_consent_check',
      sql`${t.constellatorConsent} or not (${t.constellatorShowsEmail} or ${t.constellatorShowsPhone})`,
    ),
  ],
);

/**
 * Opaque bearer sessions: only the SHA-256 of the token is stored. A session ends at `expires_at` (its
 * absolute lifetime) or after a time without use since `last_used_at` (rewritten at most once an interval).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_expires_idx').on(t.expiresAt),
    index('sessions_last_used_idx').on(t.lastUsedAt),
  ],
);

/** Single-use links sent by e-mail (account confirmation, password recovery). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: authTokenKindEnum('kind').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_user_idx').on(t.userId),
    index('auth_tokens_expires_idx').on(t.expiresAt),
  ],
);

/** Accounts of social identity providers linked to a user. */
export const identities = pgTable(
  'identities',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('identities_issuer_subject_key').on(t.issuer, t.subject)],
);

/**
 * Social logins under way: the state and nonce sent to the provider, until the popup comes back (single use,
 * short-lived). In the database so that any instance can finish a login another one started.
 */
export const oidcLogins = pgTable(
  'oidc_logins',
  {
    stateHash: text('state_hash').primaryKey(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_logins_expires_idx').on(t.expiresAt)],
);

/** Solved captcha challenges, kept until they expire so that none is accepted twice, on any instance. */
export const captchaSolutions = pgTable(
  'captcha_solutions',
  {
    challengeId: text('challenge_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_solutions_expires_idx').on(t.expiresAt)],
);

export const courses = pgTable('courses', {
  id: id(),
  slug: courseSlugEnum('slug').notNull().unique(),
  title: text('title').notNull(),
  /** Null until the owner sets the next date: a workshop without a date cannot be bought. */
  day: date('day'),
  hour: integer('hour').notNull(),
  priceAnticipedPesos: price('price_anticiped_pesos'),
  pricePesos: price('price_pesos'),
  priceDolar: price('price_dolar'),
  linkMP: text('link_mp').notNull().default(''),
  linkPP: text('link_pp').notNull().default(''),
  /** 'Cupo' of the current date: places count per course and date; null, no limit. */
  capacity: integer('capacity'),
  /** The most cuotas at Mercado Pago for it (fewer than the site's); null, the site's. */
  installments: integer('installments'),
  demo: demo(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const modules = pgTable(
  'modules',
  {
    id: id(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    typeModule: moduleTypeEnum('type_module').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    /** Null until the owner sets the live meeting's date. */
    date: timestamp('date', { withTimezone: true }),
    pricePesos: price('price_pesos'),
    priceDolar: price('price_dolar'),
    linkIntro: text('link_intro').notNull().default(''),
    link: text('link').notNull().default(''),
    open: boolean('open').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
    /** 'Cupo': how many paid or pending purchases it takes; null, no limit. */
    capacity: integer('capacity'),
    /** The most cuotas at Mercado Pago for it (fewer than the site's); null, the site's. */
    installments: integer('installments'),
    demo: demo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('modules_number_type_key').on(t.typeModule, t.number)],
);

export const activities = pgTable(
  'activities',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    img: text('img').notNull().default(''),
    day: timestamp('day', { withTimezone: true }).notNull(),
    pricePesos: price('price_pesos'),
    priceDolar: price('price_dolar'),
    modality: modalityEnum('modality').notNull(),
    city: text('city').notNull().default(''),
    important: boolean('important').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    associate: uuid('associate'),
    associateModel: associateModelEnum('associate_model'),
    /** The owner's kind for the agenda ('Charla', 'Eneagrama'...); null: the kind its association implies. */
    kind: text('kind'),
    /** 'Cupo': how many paid or pending purchases it takes; null, no limit. */
    capacity: integer('capacity'),
    /** The most cuotas at Mercado Pago for it (fewer than the site's); null, the site's. */
    installments: integer('installments'),
    demo: demo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('activities_public_idx').on(t.archived, t.day)],
);

/**
 * What the owner adds to the agenda by hand, for what the site does not sell: a day or several
 * (`end_date`, same year), a title, a modality and a kind, both free text. `demo` marks the spec's 2025
 * agenda loaded with the demo content.
 */
export const agendaEntries = pgTable(
  'agenda_entries',
  {
    id: id(),
    date: date('date').notNull(),
    endDate: date('end_date'),
    title: text('title').notNull(),
    modality: text('modality').notNull(),
    kind: text('kind').notNull(),
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agenda_entries_date_idx').on(t.date),
    check('agenda_entries_end_date_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.date}`),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    paragraph: text('paragraph').notNull().default(''),
    img: text('img').notNull().default(''),
    demo: demo(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('articles_updated_idx').on(t.updatedAt)],
);

export const constellators = pgTable(
  'constellators',
  {
    id: id(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    country: text('country').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    avatar: text('avatar').notNull().default(''),
    demo: demo(),
    createdAt: createdAt(),
  },
  (t) => [index('constellators_name_idx').on(t.lastName, t.firstName)],
);

/**
 * A graduate the owner published on /consteladores. Only the link: the card reads the account (name, country,
 * avatar) and the contact data its consent allows, so it follows every change of the account; withdrawing the
 * consent deletes the row, and so does deleting the account.
 */
export const publishedGraduates = pgTable('published_graduates', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A purchase: a person signs up for an activity, a workshop course (on one date) or a module.
 * The person's fields and the item's title are copied at purchase time, as the spec allows; amount and
 * currency are fixed by the server then. `state` is the payment's (docs/payments.md), `pay` true exactly when
 * paid.
 */
/**
 * The owner's discount codes (docs/decisions/070-discount-codes.md). A code's uses are not a counter: they are
 * the purchases made with it that are pending or paid, so a purchase that expires, is cancelled or is revoked
 * gives its use back by changing state.
 */
export const discountCodes = pgTable('discount_codes', {
  id: id(),
  /** As the person types it, in capitals. */
  code: text('code').notNull().unique(),
  kind: discountKindEnum('kind').notNull(),
  /** A 'percent' code's share, 1 to DISCOUNT_PERCENT_MAX. */
  percent: integer('percent'),
  /** An 'amount' code's discount in each currency; null: the code does not apply in that currency. */
  amountArs: numeric('amount_ars', { precision: 12, scale: 2, mode: 'number' }),
  amountUsd: numeric('amount_usd', { precision: 12, scale: 2, mode: 'number' }),
  /** The items it applies to; empty: every item. */
  items: jsonb('items').$type<DiscountItem[]>().notNull().default([]),
  /** How many purchases may hold it in all; null: no limit. */
  maxUses: integer('max_uses'),
  oncePerPerson: boolean('once_per_person').notNull().default(false),
  /** Argentine days, each end included; null: no limit. */
  validFrom: date('valid_from'),
  validUntil: date('valid_until'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    /**
     * The buyer's account; null once it was deleted: the purchase stays for the owner's accounts with
     * the person's copied data erased, and owns nothing. An account is deleted only through that erasure, so
     * the foreign key still refuses a delete that would leave a purchase pointing nowhere.
     */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    inscriptionId: uuid('inscription_id').notNull(),
    inscriptionModel: inscriptionModelEnum('inscription_model').notNull(),
    inscriptionTitle: text('inscription_title').notNull().default(''),
    /** Modules only: live or recorded. */
    typeModule: moduleTypeEnum('type_module'),
    /** Courses only: the date bought (a workshop repeats with new dates). */
    courseDate: date('course_date'),
    wayToPay: wayToPayEnum('way_to_pay').notNull(),
    state: paymentStateEnum('state').notNull().default('pending'),
    pay: boolean('pay').notNull().default(false),
    finish: boolean('finish').notNull().default(false),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: currencyEnum('currency').notNull(),
    /** The short code the person quotes in a transfer and the e-mails name the purchase by. */
    reference: text('reference').notNull(),
    /** When the job expires the purchase if still pending (a transfer is reminded the day before). */
    deadline: timestamp('deadline', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    country: text('country').notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /**
     * The DNI or CUIL the person gave at the checkout, only for a total that asks for it (IDENTIFIED_BUYER_FROM
     * pesos or more): her invoice names her by it. Erased with the rest of her copied data.
     */
    document: text('document'),
    /**
     * Name, surname and e-mail folded as 'Buscar alumno' compares them (searchFold: no accents, lower case).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(searchFold(sql`"first_name" || ' ' || "last_name" || ' ' || "email"`)),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /**
     * The provider's number of the payment that paid it (Mercado Pago's payment id, PayPal's capture id; the
     * provider is `way_to_pay`): only a refund of that payment undoes it. Null when the owner confirmed it by
     * hand.
     */
    paidByOperation: text('paid_by_operation'),
    /**
     * What the provider says was given back of the payment that paid it, when only part was (a refund of part
     * made in her Mercado Pago account): the purchase stays paid. 0 when nothing was.
     */
    refundedAmount: numeric('refunded_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * The most cuotas its Mercado Pago preference offers, fixed when it was bought as its amount is. Purchases
     * made before there was a cap keep what Mercado Pago offered them then: its 12.
     */
    maxInstallments: integer('max_installments').notNull().default(MAX_INSTALLMENTS),
    /**
     * What Mercado Pago answered of the payment that paid it: the cuotas chosen, what the buyer paid in all
     * (financing included) and what the owner received after fees. Null when unknown (another way to pay).
     */
    installments: integer('installments'),
    paidTotal: numeric('paid_total', { precision: 12, scale: 2, mode: 'number' }),
    netReceived: numeric('net_received', { precision: 12, scale: 2, mode: 'number' }),
    /**
     * The discount code it was bought with: the row, while it exists (its uses are counted by it), and the code
     * as it was typed and what it took off `amount`, kept when the code is renamed or deleted.
     */
    discountCodeId: uuid('discount_code_id').references(() => discountCodes.id, { onDelete: 'set null' }),
    discountCode: text('discount_code'),
    discount: numeric('discount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    /**
     * When the person's copied data (name, e-mail, phone, country, birth date) was erased: the account was
     * deleted, or the purchase ended unpaid longer ago than the owner keeps such data.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId, t.createdAt),
    index('purchases_inscription_idx').on(t.inscriptionModel, t.inscriptionId),
    index('purchases_created_idx').on(t.createdAt),
    /** The tabs of 'Administrar inscriptos': an item kind, a module type, unfinished or not, newest first. */
    index('purchases_tab_idx').on(t.inscriptionModel, t.typeModule, t.finish, t.createdAt),
    /** 'Buscar alumno' matches any part of a name or an e-mail: trigrams serve `like '%…%'`. */
    index('purchases_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    /** Who finished which modules: what 'Formación Finalizada' counts per person. */
    index('purchases_finished_module_idx')
      .on(t.userId, t.inscriptionId)
      .where(sql`${t.inscriptionModel} = 'Module' and ${t.finish}`),
    /** The owner's summary: paid purchases by the date they were paid, with what it needs to add them up. */
    index('purchases_paid_idx')
      .on(t.paidAt, t.currency, t.amount, t.discount)
      .where(sql`${t.state} = 'paid'`),
    /** A code's uses: its pending and paid purchases. */
    index('purchases_discount_code_idx')
      .on(t.discountCodeId, t.state)
      .where(sql`${t.discountCodeId} is not null`),
    uniqueIndex('purchases_reference_key').on(t.reference),
    /*
     * At most one pending purchase per person, item (course date included) and way to pay, even when two
     * requests race: the second one finds the first instead of adding a twin. A missing course date counts as
     * one value (coalesce), since NULLs would never collide.
     */
    uniqueIndex('purchases_pending_item_key')
      .on(
        t.userId,
        t.inscriptionModel,
        t.inscriptionId,
        sql`coalesce(${t.courseDate}, '-infinity'::date)`,
        t.wayToPay,
      )
      .where(sql`${t.state} = 'pending'`),
    /** The deadline job reads the pending transfers that have a deadline. */
    index('purchases_pending_deadline_idx')
      .on(t.deadline)
      .where(sql`${t.state} = 'pending' and ${t.deadline} is not null`),
    /** 'Inicio' counts the transfers waiting for the owner's 'Confirmar pago', some without a deadline. */
    index('purchases_transfer_to_confirm_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending' and ${t.wayToPay} = 'transfer'`),
    check('purchases_pay_state_check', sql`${t.pay} = (${t.state} = 'paid')`),
    /** The retention job: purchases that ended unpaid and still hold the person's data, by their deadline. */
    index('purchases_erasable_idx')
      .on(t.deadline)
      .where(sql`${t.state} in ('expired', 'cancelled') and ${t.erasedAt} is null`),
  ],
);

export const withdrawalStateEnum = pgEnum('withdrawal_state', WITHDRAWAL_STATES);

/**
 * A request sent with the 'Botón de arrepentimiento', kept as the record of a consumer's claim: what
 * the person wrote, the purchase it names when its reference and e-mail match one (`purchase_id`, null
 * otherwise and once that purchase is deleted), whether it came within the term (null without a purchase),
 * and the owner's resolution: resolved (refunded) or rejected, with her note, by whom and when.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: id(),
    /** 'ARR-' and six characters, shown to the person and e-mailed. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    reference: text('reference').notNull(),
    reason: text('reason').notNull().default(''),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    withinTerm: boolean('within_term'),
    state: withdrawalStateEnum('state').notNull().default('open'),
    resolutionNote: text('resolution_note').notNull().default(''),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withdrawals_code_key').on(t.code),
    index('withdrawals_created_idx').on(t.createdAt),
    index('withdrawals_purchase_idx').on(t.purchaseId),
    /** 'Inicio' counts the requests still open. */
    index('withdrawals_open_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'open'`),
    check('withdrawals_resolved_check', sql`(${t.state} = 'open') = (${t.resolvedAt} is null)`),
  ],
);

/**
 * What a payment provider said about a purchase (a Mercado Pago preference or payment, a PayPal order or
 * capture), so that a return page and a webhook racing end in one transition. A provider payment is recorded
 * once.
 */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: id(),
    /**
     * The purchase it is for; null for a payment of another purchase shown on someone's return page (a
     * mismatch, kept apart for the audit) and once its purchase is deleted: money that moved stays recorded.
     */
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    provider: paymentProviderEnum('provider').notNull(),
    /** Mercado Pago's preference id or PayPal's order id. */
    providerOrderId: text('provider_order_id'),
    /** Mercado Pago's payment id or PayPal's capture id. */
    providerPaymentId: text('provider_payment_id'),
    /** The provider's status as it said it (approved, COMPLETED, refunded...). */
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('provider_payments_payment_key').on(t.provider, t.providerPaymentId),
    index('provider_payments_purchase_idx').on(t.purchaseId),
  ],
);

/** The owner's payment details: one row (id 1), edited from the admin area. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    bankHolder: text('bank_holder').notNull().default(''),
    cuit: text('cuit').notNull().default(''),
    bank: text('bank').notNull().default(''),
    cbu: text('cbu').notNull().default(''),
    alias: text('alias').notNull().default(''),
    abroadInstructions: text('abroad_instructions').notNull().default(''),
    earlyPaymentDays: integer('early_payment_days').notNull().default(DEFAULT_EARLY_PAYMENT_DAYS),
    /** Days after a purchase ended unpaid before its copy of the person's data is erased. */
    unpaidDataDays: integer('unpaid_data_days').notNull().default(DEFAULT_UNPAID_DATA_DAYS),
    /** Days before each enrolled date of its first reminder; the second goes the day before. */
    reminderDays: integer('reminder_days').notNull().default(DEFAULT_REMINDER_DAYS),
    /** Hours an offer from a waiting list holds its place. */
    offerHours: integer('offer_hours').notNull().default(DEFAULT_OFFER_HOURS),
    /** The most cuotas offered at Mercado Pago. */
    maxInstallments: integer('max_installments').notNull().default(MAX_INSTALLMENTS),
    demo: demo(),
    updatedAt: updatedAt(),
  },
  (t) => [check('payment_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The training's attendance settings: one row (id 1), edited from the admin area. Each live day's
 * hours (the module's hours are their sum) and the hours a student may miss in a module; absent, the spec's.
 */
export const trainingSettings = pgTable(
  'training_settings',
  {
    id: smallint('id').primaryKey().default(1),
    dayHours: jsonb('day_hours').$type<number[]>().notNull(),
    allowedMissedHours: numeric('allowed_missed_hours', { precision: 4, scale: 1, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('training_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * A module purchase's attendance: the hours present per day of a live module as the owner recorded
 * them (null until she does: full by default), and her override of the rule, either way, with its note. What
 * the rule concludes is written to `purchases.finish` in the same transaction: one source of 'finished'.
 */
export const attendance = pgTable('attendance', {
  purchaseId: uuid('purchase_id')
    .primaryKey()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  hours: jsonb('hours').$type<number[]>(),
  /** The owner's word: true finished, false not, null the rule decides. */
  override: boolean('override'),
  note: text('note').notNull().default(''),
  /**
   * Recorded modules: when her saved position first reached the end (she may watch it again from the start).
   */
  watchedAt: timestamp('watched_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * The waiting lists of full items: one row per person and item (a course with its date), in the order
 * they joined. `offer_until` set: a freed place is held for her until then (a job of the queue ends the offer
 * then); the row is deleted when she enrols, leaves, is removed, or lets the offer pass.
 */
export const waitingList = pgTable(
  'waiting_list',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inscriptionId: uuid('inscription_id').notNull(),
    inscriptionModel: inscriptionModelEnum('inscription_model').notNull(),
    /** The item's title when she joined, as a purchase copies it. */
    inscriptionTitle: text('inscription_title').notNull(),
    courseDate: date('course_date'),
    offerUntil: timestamp('offer_until', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique('waiting_list_person_item_key')
      .on(t.inscriptionModel, t.inscriptionId, t.courseDate, t.userId)
      .nullsNotDistinct(),
    index('waiting_list_item_idx').on(t.inscriptionId, t.courseDate, t.createdAt),
    index('waiting_list_user_idx').on(t.userId),
    /** 'Inicio' counts the places held by an offer not over yet. */
    index('waiting_list_offer_idx')
      .on(t.offerUntil)
      .where(sql`${t.offerUntil} is not null`),
  ],
);

/**
 * Where each student left each recorded module, to resume it there: the player's bookmark, one row per person
 * and module, overwritten about every second while it plays (not audited: no business fact changes).
 */
export const moduleProgress = pgTable(
  'module_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id')
      .notNull()
      .references(() => modules.id, { onDelete: 'cascade' }),
    seconds: doublePrecision('seconds').notNull(),
    duration: doublePrecision('duration'),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId], name: 'module_progress_pkey' })],
);

/** Every admin change: who, when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    /**
     * The entries about one row: what a person's copy of her data reads, and what erasing her data rewrites.
     */
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * When each admin account last opened 'Inicio' (docs/decisions/072-admin-home.md): the next visit counts the
 * purchases made since. Rewritten at every visit, not audited: no business fact changes.
 */
export const adminHomeVisits = pgTable('admin_home_visits', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Background work, one row each (docs/decisions/045-job-queue.md): an e-mail of the outbox (`kind` 'mail',
 * `key` its Message-ID, written in the transaction of the change that causes it, `done_at` once the mail
 * server took it), or a periodic job (`key` its name, one row for ever, `run_at` its next turn). A worker
 * claims due rows by setting
 * `locked_until`, so no two instances run the same row; a failure counts in `attempts`, keeps its error and
 * moves `run_at` later (exponential backoff).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    key: text('key').notNull().unique(),
    payload: jsonb('payload'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Its lane (JOB_PRIORITY): 0 what a person waits for, 1 the periodic jobs, 2 bulk; lower runs first. */
    priority: smallint('priority').notNull().default(0),
    /**
     * The claim: the holder (a worker's name for one start) and the end of its lease, which the holder renews
     * while it runs the job (docs/decisions/068-job-leases-and-lanes.md).
     */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Failures since the last success. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    index('jobs_due_idx')
      .on(t.priority, t.runAt)
      .where(sql`${t.doneAt} is null`),
    /** The purge deletes the copies of e-mails sent long ago (SENT_MAIL_DAYS). */
    index('jobs_done_idx')
      .on(t.doneAt)
      .where(sql`${t.doneAt} is not null`),
  ],
);

/** The next free turn of a paced kind of job (a mail server's rate), shared by every instance. */
export const jobPace = pgTable('job_pace', {
  kind: text('kind').primaryKey(),
  nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
});

/**
 * The owner's own content (docs/decisions/054-site-content.md): one row per part of the site as she thinks of
 * it ('owner' for her details, 'home', 'biography', one per workshop, 'training', 'social', 'footer'…), its
 * value a JSON document checked by the contract's schema for that key. `demo` marks the fictional owner's
 * rows loaded with the demo content; the owner's first save of a row clears it, and 'Quitar el contenido de
 * demostración' deletes the rows still marked. A key with no row shows the site's neutral default.
 *
 * 'owner': { name: string; profession: string; noticesEmail: string } — the first-start setup writes it.
 */
export const siteContent = pgTable('site_content', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
  demo: demo(),
  updatedAt: updatedAt(),
});

/**
 * The first-start setup link (docs/decisions/052-site-structure-and-demo.md): printed at start while no ADMIN
 * account exists; only the SHA-256 of its token is kept, one row at most (a new start replaces it), valid
 * until `expires_at`, deleted when used.
 */
export const setupTokens = pgTable(
  'setup_tokens',
  {
    id: smallint('id').primaryKey().default(1),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('setup_tokens_single_row', sql`${t.id} = 1`)],
);
export const legalKindEnum = pgEnum('legal_kind', LEGAL_KINDS);

/**
 * The terms and the privacy policy, one row per kind once the owner saves one: the draft she works
 * on, and the text visitors read once she publishes. With no row, the draft is the site's proposal, written
 * from her details at each read (features/legal/proposal.ts).
 */
export const legalTexts = pgTable('legal_texts', {
  kind: legalKindEnum('kind').primaryKey(),
  draft: text('draft').notNull(),
  published: text('published'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/**
 * 'Enviar mensaje': a message the owner wrote to the people of one list of 'Administrar inscriptos' (an
 * activity, a workshop's course date or a module; paid only, or also pending), as it was sent.
 */
export const ownerMessages = pgTable(
  'owner_messages',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    inscriptionModel: inscriptionModelEnum('inscription_model').notNull(),
    inscriptionId: uuid('inscription_id').notNull(),
    /** Courses only: the date whose people it went to. */
    courseDate: date('course_date'),
    /** The list's title when it was sent. */
    listTitle: text('list_title').notNull(),
    includePending: boolean('include_pending').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('owner_messages_list_idx').on(t.inscriptionId, t.createdAt)],
);

/**
 * Who a message went to, fixed when it was sent: one row per person, with the Message-ID of her e-mail, the
 * key of its row in the outbox (`jobs`), whose state is hers. Her copy in 'Alumnos'; it goes with her
 * account.
 */
export const ownerMessageRecipients = pgTable(
  'owner_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => ownerMessages.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mailKey: text('mail_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.userId] }),
    index('owner_message_recipients_user_idx').on(t.userId),
  ],
);

export const newsletterStateEnum = pgEnum('newsletter_state', NEWSLETTER_STATES);
export const newsletterSourceEnum = pgEnum('newsletter_source', NEWSLETTER_SOURCES);

/**
 * A subscriber of the newsletter (docs/decisions/073-newsletter.md), one row per address (kept in lower case):
 * 'pending' until the e-mailed link is used (double opt-in), 'subscribed', or 'unsubscribed' (kept, so that an
 * import never adds her again). `token` is the secret of her links (confirm, unsubscribe): one per row, so one
 * person's link names nobody else. The consent is kept as she gave it: its wording and its time (Ley 25.326).
 * A student who joined from her profile has `user_id`; deleting the account deletes the row.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    email: text('email').notNull(),
    state: newsletterStateEnum('state').notNull(),
    source: newsletterSourceEnum('source').notNull(),
    token: text('token').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_idx').on(t.email),
    uniqueIndex('newsletter_subscribers_token_idx').on(t.token),
    index('newsletter_subscribers_user_idx').on(t.userId),
    index('newsletter_subscribers_state_idx').on(t.state, t.createdAt),
  ],
);

/** A newsletter she sent, as it was sent: the archive at /novedades shows it. */
export const newsletters = pgTable(
  'newsletters',
  {
    id: id(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    includeStudents: boolean('include_students').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('newsletters_created_idx').on(t.createdAt)],
);

/**
 * Who one newsletter went to (fixed when sent) and the outbox row of her e-mail, whose state is hers. The
 * address is copied: a subscriber removed later still counts in what was sent.
 */
export const newsletterRecipients = pgTable(
  'newsletter_recipients',
  {
    newsletterId: uuid('newsletter_id')
      .notNull()
      .references(() => newsletters.id, { onDelete: 'cascade' }),
    subscriberId: uuid('subscriber_id').references(() => newsletterSubscribers.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    mailKey: text('mail_key').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsletterId, t.email] }),
    index('newsletter_recipients_subscriber_idx').on(t.subscriberId),
  ],
);

/** The newsletter's pace, one row at most: correos por hora, or null for the site's own (MAIL_PER_MINUTE). */
export const newsletterSettings = pgTable(
  'newsletter_settings',
  {
    id: smallint('id').primaryKey().default(1),
    perHour: integer('per_hour'),
    updatedAt: updatedAt(),
  },
  (t) => [check('newsletter_settings_single_row', sql`${t.id} = 1`)],
);

export const certificateKindEnum = pgEnum('certificate_kind', CERTIFICATE_KINDS);

/**
 * A certificate issued (docs/decisions/064-certificates.md): of one module a person finished, or of the whole
 * training. Issued once per holder and item (the partial unique indexes): downloading again prints the same
 * row and code. What it says (name, what, dates, hours) is fixed when issued, as on paper. A revoked one
 * stays, so its code still answers 'Revocado'; the holder may then be issued a new one (a new code) while she
 * still qualifies.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    /** 128 random bits in base32: printed, and in the QR code's address /verificar/{code}. */
    code: text('code').notNull().unique(),
    /** Null once the account was deleted: the certificate still verifies, as paper in her hands would. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: certificateKindEnum('kind').notNull(),
    /** Module certificates only: the module row she finished. */
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'set null' }),
    holderName: text('holder_name').notNull(),
    what: text('what').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    hours: integer('hours').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('certificates_module_key')
      .on(t.userId, t.moduleId)
      .where(sql`${t.kind} = 'module' and ${t.revokedAt} is null`),
    uniqueIndex('certificates_training_key')
      .on(t.userId)
      .where(sql`${t.kind} = 'training' and ${t.revokedAt} is null`),
    index('certificates_issued_idx').on(t.issuedAt),
    check('certificates_revoked_reason_check', sql`(${t.revokedAt} is null) = (${t.reason} is null)`),
  ],
);

/*
 * Invoicing through ARCA (docs/decisions/069-factura-c.md).
 */
export const arcaEnvironmentEnum = pgEnum('arca_environment', ARCA_ENVIRONMENTS);
export const invoiceKindEnum = pgEnum('invoice_kind', INVOICE_KINDS);
export const invoiceStateEnum = pgEnum('invoice_state', INVOICE_STATES);

/**
 * The owner's own Mercado Pago and PayPal credentials, one row per provider, made by her save in 'Datos de pago'
 * (docs/decisions/071-owner-payment-credentials.md). Server variables, when set, win over them.
 */
export const paymentCredentials = pgTable('payment_credentials', {
  provider: paymentProviderEnum('provider').primaryKey(),
  /** Every field of the provider's credentials as JSON, sealed with the secrets key (lib/secret-box.ts). */
  sealed: text('sealed').notNull(),
  /** Each field's last four characters: all the admin ever shows of them again. */
  hints: jsonb('hints').$type<Record<string, string>>().notNull(),
  /** PayPal's: its sandbox or the live one. */
  environment: text('environment', { enum: PAYPAL_ENVIRONMENTS }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The owner's invoicing settings: one row, made by her first save. */
export const invoicingSettings = pgTable(
  'invoicing_settings',
  {
    id: smallint('id').primaryKey().default(1),
    active: boolean('active').notNull().default(false),
    cuit: text('cuit').notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    grossIncome: text('gross_income').notNull(),
    activityStart: date('activity_start').notNull(),
    environment: arcaEnvironmentEnum('environment').notNull(),
    dollars: text('dollars', { enum: DOLLAR_INVOICING }).notNull().default('invoice'),
    /** Her certificate (PEM): public, sent with every access ticket request. */
    certificate: text('certificate').notNull(),
    /** Her private key, sealed with the secrets key (lib/secret-box.ts): never read back in clear but to sign. */
    privateKeySealed: text('private_key_sealed').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('invoicing_settings_one_row', sql`id = 1`)],
);

/** ARCA's access ticket per environment and CUIT, shared by every instance until it expires; sealed. */
export const arcaTickets = pgTable(
  'arca_tickets',
  {
    environment: arcaEnvironmentEnum('environment').notNull(),
    cuit: text('cuit').notNull(),
    /** The certificate it was granted to: a new certificate asks for a new ticket. */
    certificateHash: text('certificate_hash').notNull(),
    tokenSealed: text('token_sealed').notNull(),
    signSealed: text('sign_sealed').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.environment, t.cuit] })],
);

/**
 * A Factura C for a payment received, or the Nota de Crédito C of its refund. Written pending in the
 * payment's transaction; numbered under its sequence's lock before ARCA is asked, so a crash leaves the number
 * to check with ARCA rather than a gap or a twin. What it prints is fixed when it is written.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    /** The payment invoiced (the purchase's paid_at then): a purchase paid again is invoiced again. */
    paymentAt: timestamp('payment_at', { withTimezone: true }).notNull(),
    kind: invoiceKindEnum('kind').notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    state: invoiceStateEnum('state').notNull().default('pending'),
    environment: arcaEnvironmentEnum('environment').notNull(),
    cuit: text('cuit').notNull(),
    pointOfSale: integer('point_of_sale').notNull(),
    /** ARCA's CbteTipo: 11 Factura C, 13 Nota de Crédito C. */
    type: smallint('type').notNull(),
    /** Null until its sequence's turn; kept once authorised. */
    number: integer('number'),
    /** CbteFch and the service period, as printed. */
    date: date('date'),
    serviceFrom: date('service_from').notNull(),
    serviceTo: date('service_to').notNull(),
    total: numeric('total', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: currencyEnum('currency').notNull(),
    /** Pesos per dollar for USD (ARCA's, once authorised); 1 for ARS. */
    rate: numeric('rate', { precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
    docType: smallint('doc_type').notNull().default(99),
    docNumber: text('doc_number').notNull().default('0'),
    /** CondicionIVAReceptorId: 5, consumidor final. */
    receiverCondition: smallint('receiver_condition').notNull().default(5),
    /** Her details as printed on it (name, address, Ingresos Brutos, start of activities). */
    issuer: jsonb('issuer').notNull(),
    buyer: text('buyer').notNull(),
    email: text('email').notNull(),
    item: text('item').notNull(),
    cae: text('cae'),
    caeDue: date('cae_due'),
    /** ARCA's code and message of the last rejection or failed attempt, with what to do. */
    arcaCode: text('arca_code'),
    arcaMessage: text('arca_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_payment_key').on(t.purchaseId, t.paymentAt, t.kind),
    uniqueIndex('invoices_number_key')
      .on(t.environment, t.cuit, t.pointOfSale, t.type, t.number)
      .where(sql`${t.number} is not null`),
    index('invoices_created_idx').on(t.createdAt),
    /** 'Inicio' and 'Estado del sitio' count the comprobantes ARCA rejected. */
    index('invoices_rejected_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'rejected'`),
  ],
);
