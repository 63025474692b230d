import { z } from 'zod';
import { messages } from '../messages';
import { TEXT_MAX, optionalText, requiredText } from './fields';

/**
 * The article create and edit forms, and the text fields of POST /blog/create and PUT /blog/edit/{id}.
 * The specification sets no rule; the server still needs a title to list the article by.
 */
export const articleFormSchema = z.object({
  title: requiredText(messages.validation.titleRequired, TEXT_MAX.title),
  paragraph: optionalText(TEXT_MAX.article, { lines: true }),
});
export type ArticleFormInput = z.input<typeof articleFormSchema>;
export type ArticleFormOutput = z.output<typeof articleFormSchema>;
