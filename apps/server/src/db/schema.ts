import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ASSOCIATE_MODELS,
  COURSE_SLUGS,
  INSCRIPTION_MODELS,
  MODALITIES,
  MODULE_TYPES,
  ROLES,
  WAYS_TO_PAY,
} from '@constelaciones/contract';

export const roleEnum = pgEnum('role', ROLES);
export const modalityEnum = pgEnum('modality', MODALITIES);
export const moduleTypeEnum = pgEnum('module_type', MODULE_TYPES);
export const associateModelEnum = pgEnum('associate_model', ASSOCIATE_MODELS);
export const inscriptionModelEnum = pgEnum('inscription_model', INSCRIPTION_MODELS);
export const wayToPayEnum = pgEnum('way_to_pay', WAYS_TO_PAY);
export const courseSlugEnum = pgEnum('course_slug', COURSE_SLUGS);
export const authTokenKindEnum = pgEnum('auth_token_kind', ['confirm', 'recover']);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
  ],
);

/** Opaque bearer sessions: only the SHA-256 of the token is stored. */
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
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
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
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
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
export const oidcLogins = pgTable('oidc_logins', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Solved captcha challenges, kept until they expire so that none is accepted twice, on any instance. */
export const captchaSolutions = pgTable('captcha_solutions', {
  challengeId: text('challenge_id').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const courses = pgTable('courses', {
  id: id(),
  slug: courseSlugEnum('slug').notNull().unique(),
  title: text('title').notNull(),
  day: date('day').notNull(),
  hour: integer('hour').notNull(),
  priceAnticipedPesos: price('price_anticiped_pesos'),
  pricePesos: price('price_pesos'),
  priceDolar: price('price_dolar'),
  linkMP: text('link_mp').notNull().default(''),
  linkPP: text('link_pp').notNull().default(''),
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
    date: timestamp('date', { withTimezone: true }).notNull(),
    pricePesos: price('price_pesos'),
    priceDolar: price('price_dolar'),
    linkIntro: text('link_intro').notNull().default(''),
    link: text('link').notNull().default(''),
    open: boolean('open').notNull().default(false),
    enabled: boolean('enabled').notNull().default(false),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('activities_public_idx').on(t.archived, t.day)],
);

export const articles = pgTable(
  'articles',
  {
    id: id(),
    title: text('title').notNull(),
    paragraph: text('paragraph').notNull().default(''),
    img: text('img').notNull().default(''),
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
    createdAt: createdAt(),
  },
  (t) => [index('constellators_name_idx').on(t.lastName, t.firstName)],
);

/**
 * An enrolment: a person signs up for an activity, a workshop course or a module.
 * The person's fields are copied at enrolment time, as the spec allows.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    inscriptionId: uuid('inscription_id').notNull(),
    inscriptionModel: inscriptionModelEnum('inscription_model').notNull(),
    wayToPay: wayToPayEnum('way_to_pay'),
    pay: boolean('pay').notNull().default(false),
    finish: boolean('finish').notNull().default(false),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    providerPaymentId: text('provider_payment_id'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    country: text('country').notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchases_user_idx').on(t.userId),
    index('purchases_inscription_idx').on(t.inscriptionModel, t.inscriptionId),
    uniqueIndex('purchases_provider_payment_key').on(t.wayToPay, t.providerPaymentId),
  ],
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
  (t) => [index('audit_log_at_idx').on(t.at)],
);
