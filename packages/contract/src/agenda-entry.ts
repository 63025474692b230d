import { z } from 'zod';
import { messages } from './messages';
import { TEXT_MAX, calendarDateField, optionalText, requiredText } from './validation/fields';

/**
 * An entry the owner adds by hand to the agenda, for what the site does not sell (a talk elsewhere, a
 * retreat): a day or several, a title, a modality and a kind, free text so that she names her own kinds.
 */
export const agendaEntrySchema = z.object({
  _id: z.string().uuid(),
  date: z.string().describe('YYYY-MM-DD'),
  endDate: z.string().describe('YYYY-MM-DD').nullable(),
  title: z.string(),
  modality: z.string(),
  kind: z.string(),
});
export type AgendaEntry = z.infer<typeof agendaEntrySchema>;

const { dateRequired, titleRequired } = messages.validation;
const { kindRequired, modalityRequired, endBeforeStart, otherYear } = messages.agenda;

/** The longest kind a badge holds. */
export const AGENDA_KIND_MAX = 40;

/**
 * An activity's own kind on the agenda: the entry's rules and messages, but it may be left empty (or null), which
 * reads as null: the kind its association implies.
 */
export const optionalAgendaKind = () =>
  optionalText(AGENDA_KIND_MAX)
    .nullish()
    .transform((kind) => kind || null);

/** The agenda entry form, and the body of its create and edit calls. An empty end date means one day. */
export const agendaEntryFormSchema = z
  .object({
    date: calendarDateField(dateRequired),
    endDate: z
      .union([calendarDateField(messages.validation.invalidDate), z.literal(''), z.null()], {
        error: messages.validation.invalidDate,
      })
      .optional()
      .transform((value) => value || null),
    title: requiredText(titleRequired, TEXT_MAX.title),
    modality: requiredText(modalityRequired, TEXT_MAX.name),
    kind: requiredText(kindRequired, AGENDA_KIND_MAX),
  })
  .superRefine((entry, context) => {
    if (!entry.endDate) return;
    if (entry.endDate < entry.date) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: endBeforeStart });
    } else if (entry.endDate.slice(0, 4) !== entry.date.slice(0, 4)) {
      context.addIssue({ code: 'custom', path: ['endDate'], message: otherYear });
    }
  });
export type AgendaEntryFormInput = z.input<typeof agendaEntryFormSchema>;
export type AgendaEntryFormOutput = z.output<typeof agendaEntryFormSchema>;
