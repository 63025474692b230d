import { z } from 'zod';
import { messages } from '../messages';
import { MAX_INSTALLMENTS } from '../rules';
import { personalDataMessages } from '../personal-data-messages';
import { MAX_REMINDER_DAYS, dateReminderMessages } from '../date-reminders';
import { MAX_OFFER_HOURS, placesMessages } from '../places-messages';
import { TEXT_MAX, numberField, optionalText } from './fields';

const { cuitInvalid, cbuInvalid, aliasInvalid, earlyPaymentDaysInvalid } = messages.paymentSettings;
const { unpaidDataDaysInvalid } = personalDataMessages;
const { reminderDaysInvalid } = dateReminderMessages;

const CUIT_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2] as const;

/**
 * A CUIT (or CUIL): 11 digits, hyphens and spaces allowed, whose last digit is the modulo-11 check digit of
 * the first ten (AFIP's weights 5432765432; a remainder that would give 10 makes no valid number).
 */
export function isValidCuit(text: string): boolean {
  const digits = text.replace(/[-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = CUIT_WEIGHTS.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const check = (11 - (sum % 11)) % 11;
  return check !== 10 && check === Number(digits[10]);
}

/** A detail that may be empty (it is then not shown); anything else must pass `valid`. */
const detail = (max: number, valid?: { test: (value: string) => boolean; message: string }) =>
  optionalText(max).refine((value) => value === '' || !valid || valid.test(value), { error: valid?.message });

/**
 * The owner's payment details, the body of PUT /admin/payment-settings. Every field may be empty (a transfer
 * then cannot be offered); what is filled in must be valid: the CBU or CVU 22 digits, the CUIT with its check
 * digit, the alias as banks accept it (6 to 20 letters, digits, dots or hyphens). The days after which an
 * unpaid purchase's personal data is erased are the owner's retention rule.
 */
export const paymentSettingsEditSchema = z.object({
  bankHolder: detail(TEXT_MAX.name),
  cuit: detail(20, { test: isValidCuit, message: cuitInvalid }).transform((value) =>
    value.replace(/[-\s]/g, ''),
  ),
  bank: detail(TEXT_MAX.name),
  cbu: detail(40, { test: (value) => /^\d{22}$/.test(value), message: cbuInvalid }),
  alias: detail(40, { test: (value) => /^[A-Za-z0-9.-]{6,20}$/.test(value), message: aliasInvalid }),
  abroadInstructions: optionalText(TEXT_MAX.description, { lines: true }),
  earlyPaymentDays: numberField(earlyPaymentDaysInvalid).pipe(
    z
      .number()
      .int({ error: earlyPaymentDaysInvalid })
      .min(0, { error: earlyPaymentDaysInvalid })
      .max(365, { error: earlyPaymentDaysInvalid }),
  ),
  unpaidDataDays: numberField(unpaidDataDaysInvalid).pipe(
    z
      .number()
      .int({ error: unpaidDataDaysInvalid })
      .min(1, { error: unpaidDataDaysInvalid })
      .max(3650, { error: unpaidDataDaysInvalid }),
  ),
  /** Days before each date of the first reminder (the second goes the day before); absent, kept as it was. */
  reminderDays: numberField(reminderDaysInvalid)
    .pipe(
      z
        .number()
        .int({ error: reminderDaysInvalid })
        .min(2, { error: reminderDaysInvalid })
        .max(MAX_REMINDER_DAYS, { error: reminderDaysInvalid }),
    )
    .optional(),
  /** The most cuotas at Mercado Pago; absent, kept as it was. */
  maxInstallments: numberField(messages.installments.invalid)
    .pipe(
      z
        .number()
        .int({ error: messages.installments.invalid })
        .min(1, { error: messages.installments.invalid })
        .max(MAX_INSTALLMENTS, { error: messages.installments.invalid }),
    )
    .optional(),
  offerHours: numberField(placesMessages.offerHoursInvalid).pipe(
    z
      .number()
      .int({ error: placesMessages.offerHoursInvalid })
      .min(1, { error: placesMessages.offerHoursInvalid })
      .max(MAX_OFFER_HOURS, { error: placesMessages.offerHoursInvalid }),
  ),
});
export type PaymentSettingsEditInput = z.input<typeof paymentSettingsEditSchema>;
export type PaymentSettingsEditOutput = z.output<typeof paymentSettingsEditSchema>;
