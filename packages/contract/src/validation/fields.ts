import { z } from 'zod';
import { isCountryName } from '../countries';
import { argentineLocalToIso } from '../format';
import { messages } from '../messages';

/*
 * Field builders shared by the form schemas. Every schema runs both in the browser (react-hook-form, where
 * inputs give strings) and on the server (JSON bodies, or multipart where every field is text), so numbers
 * and booleans accept their text form too: '12000', 'true', 'false'.
 */

/**
 * A string that must not be empty. Its message comes first, so it is the one a form shows; no check aborts,
 * so that rules across fields (matching passwords, association) are told at the same time.
 */
export const requiredString = (message: string) => z.string({ error: message }).min(1, { error: message });

/** Like requiredString, after trimming the surrounding spaces. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message });

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

/** A price: a number ≥ 0. */
export const priceField = (message: string) =>
  numberField(message).pipe(z.number().min(0, { error: messages.validation.nonNegativePrice }));

/** A boolean, or its text 'true' / 'false'. */
export const booleanField = (message: string) =>
  z.union(
    [
      z.boolean({ error: message }),
      z.enum(['true', 'false'], { error: message }).transform((text) => text === 'true'),
    ],
    { error: message },
  );

/** A calendar date 'YYYY-MM-DD', as an `<input type="date">` gives it. */
export const calendarDateField = (message: string) =>
  requiredString(message).pipe(z.iso.date({ error: messages.validation.invalidDate }));

const HAS_OFFSET = /(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * An instant. Accepts an ISO date-time with `Z` or an offset, or an `<input type="datetime-local">` value,
 * read as Argentine time; always gives the canonical ISO string, e.g. '2025-03-15T22:00:00.000Z'.
 */
export const instantField = (message: string) =>
  requiredString(message)
    .pipe(z.iso.datetime({ local: true, offset: true, error: messages.validation.invalidDate }))
    .transform((value) =>
      HAS_OFFSET.test(value) ? new Date(value).toISOString() : argentineLocalToIso(value),
    );

/** A web address that must be http(s): links are rendered as hrefs, so no `javascript:` and the like. */
export const linkField = () =>
  requiredText(messages.validation.linkRequired).pipe(
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
