import { z } from 'zod';
import { legalKindSchema } from '../legal';
import { messages } from '../messages';
import { TEXT_MAX, requiredLongText } from './fields';

/** The admin's editor of a legal text: its Markdown, as long as an article's at most. */
export const legalTextFormSchema = z.object({
  markdown: requiredLongText(messages.legal.markdownRequired, TEXT_MAX.article),
});
export type LegalTextFormInput = z.input<typeof legalTextFormSchema>;

/** The body of a save or a publication: which text, and its Markdown. */
export const legalTextWriteSchema = legalTextFormSchema.extend({ kind: legalKindSchema });
export type LegalTextWriteOutput = z.output<typeof legalTextWriteSchema>;
