import { z } from 'zod';
import { isCountryName } from '../countries';
import { DATE_YEARS, argentineLocalToIso } from '../format';
import { messages } from '../messages';
import { MAX_INSTALLMENTS } from '../rules';

/*
 * Field builders shared by the form schemas. Every schema runs both in the browser (react-hook-form, where
 * inputs give strings) and on the server (JSON bodies, or multipart where every field is text), so numbers
 * and booleans accept their text form too: '12000', 'true', 'false'.
 */

/**
 * The longest text each kind of field takes. The columns are `text`, so these are the only bounds: fit to what
 * the field holds, far above what a person types, far below what a request could carry.
 */
export const TEXT_MAX = {
  /** A first or last name, a city, a bank or its holder. */
  name: 100,
  phone: 40,
  /** A title of an activity, a course or an article. */
  title: 200,
  /** An e-mail address (RFC 5321's limit), or a login, which may be one. */
  email: 254,
  link: 2_000,
  /** What the site gets from elsewhere and hands back: a captcha's solution, a link's token, an ID token. */
  token: 8_192,
  /** An activity's description, the owner's instructions for payments from abroad. */
  description: 10_000,
  /** An article's Markdown: the longest text of the site. */
  article: 50_000,
} as const;

/** Control characters, and halves of a broken surrogate pair: nobody types them, and PostgreSQL refuses NUL. */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** The same but tabs and line breaks, which a text of several lines legitimately has. */
const CONTROL_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Whether a text is free of control characters; `lines` lets tabs and line breaks through. */
export const hasNoControlCharacters = (value: string, { lines = false } = {}) =>
  !(lines ? CONTROL_BUT_LINES : CONTROL).test(value);

/** At most `max` characters, none of them a control character (but the line breaks of a text of `lines`). */
const bounded = (text: z.ZodString, max: number, lines = false) =>
  text
    .max(max, { error: messages.validation.tooLong(max) })
    .refine((value) => hasNoControlCharacters(value, { lines }), {
      error: messages.validation.controlCharacters,
    });

/**
 * A string that must not be empty, of at most `max` characters and none of them a control character. Its
 * message comes first, so it is the one a form shows; no check aborts, so that rules across fields (matching
 * passwords, association) are told at the same time.
 */
export const requiredString = (message: string, max: number) =>
  bounded(z.string({ error: message }).min(1, { error: message }), max);

/** Like requiredString, after trimming the surrounding spaces: a line of text (a name, a title). */
export const requiredText = (message: string, max: number) =>
  bounded(z.string({ error: message }).trim().min(1, { error: message }), max);

/** Like requiredText, for a text of several lines (a description): tabs and line breaks are allowed. */
export const requiredLongText = (message: string, max: number) =>
  bounded(z.string({ error: message }).trim().min(1, { error: message }), max, true);

/** Text that may be empty, trimmed; `lines` allows the tabs and line breaks of a text of several lines. */
export const optionalText = (max: number, { lines = false } = {}) =>
  bounded(z.string({ error: messages.validation.required }).trim(), max, lines);

const DECIMAL = /^-?\d+(?:\.\d+)?$/;

// Each option of a union carries the message too: react-hook-form's resolver shows an option's message
// rather than the union's.

/** A number, or its decimal text ('12000', '12.5'); `message` answers a missing or unreadable value. */
export const numberField = (message: string) =>
  z
    .union(
      [
        z.number({ error: message }),
        z.string({ error: message }).trim().regex(DECIMAL, { error: message }).transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number({ error: message }));

/** The largest price a `numeric(12,2)` column holds. */
export const PRICE_MAX = 9_999_999_999.99;

/** A price: a number ≥ 0 that the database can hold. */
export const priceField = (message: string) =>
  numberField(message).pipe(
    z
      .number()
      .min(0, { error: messages.validation.nonNegativePrice })
      .max(PRICE_MAX, { error: messages.validation.priceTooHigh }),
  );

/** A boolean, or its text 'true' / 'false'. */
export const booleanField = (message: string) =>
  z.union(
    [
      z.boolean({ error: message }),
      z.enum(['true', 'false'], { error: message }).transform((text) => text === 'true'),
    ],
    { error: message },
  );

/** Whether a date written 'YYYY-…' falls within DATE_YEARS, by the year as written. */
const withinDateYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};
const dateOutOfRange = { error: messages.validation.dateOutOfRange(DATE_YEARS) };

/** A calendar date 'YYYY-MM-DD', as an `<input type="date">` gives it, within DATE_YEARS. */
export const calendarDateField = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .pipe(
      z.iso
        .date({ error: messages.validation.invalidDate, abort: true })
        .refine(withinDateYears, dateOutOfRange),
    );

const HAS_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant within DATE_YEARS (as written). Accepts an ISO date-time with `Z` or an offset, or an
 * `<input type="datetime-local">` value, read as Argentine time; always gives the canonical ISO string, e.g.
 * '2025-03-15T22:00:00.000Z'.
 */
export const instantField = (message: string) =>
  z
    .string({ error: message })
    .min(1, { error: message })
    .pipe(
      z.iso
        .datetime({ local: true, offset: true, error: messages.validation.invalidDate, abort: true })
        .refine(withinDateYears, dateOutOfRange),
    )
    .transform((value) =>
      HAS_OFFSET.test(value) ? new Date(value).toISOString() : argentineLocalToIso(value),
    );

/** A web address that must be http(s): links are rendered as hrefs, so no `javascript:` and the like. */
export const linkField = () =>
  requiredText(messages.validation.linkRequired, TEXT_MAX.link).pipe(
    z.url({ protocol: /^https?$/, error: messages.validation.invalidLink }),
  );

/** A Spanish country name from COUNTRY_NAMES. */
export const countryField = () =>
  z
    .string({ error: messages.validation.selectCountry })
    .refine(isCountryName, { error: messages.validation.selectCountry });

interface PasswordPair {
  password: string;
  confirmPassword: string;
}

/**
 * Adds to a form schema the rule that `confirmPassword` must equal `password` ('Las contraseñas no coinciden'),
 * told as soon as both are typed, even while other fields are still wrong.
 */
export const withMatchingPasswords = <Schema extends z.ZodType<PasswordPair>>(schema: Schema) =>
  schema.refine((form: PasswordPair) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    error: messages.validation.passwordsMismatch,
    when: ({ value }) => {
      const form = value as Partial<Record<keyof PasswordPair, unknown>>;
      return typeof form.password === 'string' && typeof form.confirmPassword === 'string';
    },
  });

/**
 * A refusal as the forms and the API tell it: one message per field (the first its rules gave), keyed by the
 * field's path ('body' for the whole input).
 */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return fields;
}

/**
 * A whole number from `min` to `max`, or empty (a form's '', JSON's null or a missing key): null. 'Cupo', an
 * item's cuotas.
 */
export const optionalCount = (message: string, min: number, max: number) =>
  z
    .union(
      [
        z.null(),
        z.literal(''),
        z.number({ error: message }),
        z.string({ error: message }).trim().regex(/^\d+$/, { error: message }).transform(Number),
      ],
      { error: message },
    )
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value))
    .pipe(
      z.number().int({ error: message }).min(min, { error: message }).max(max, { error: message }).nullable(),
    );

/** An item's cuotas at Mercado Pago: 1 to MAX_INSTALLMENTS, or empty for the site's. */
export const installmentsField = () => optionalCount(messages.installments.invalid, 1, MAX_INSTALLMENTS);
