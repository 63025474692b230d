import { z } from 'zod';
import { INSCRIPTION_MODELS } from '../entities';
import { ownerMessageTexts as texts } from '../owner-message-texts';
import { booleanField, requiredLongText, requiredText, TEXT_MAX } from './fields';

/** The longest message: a long letter. */
export const OWNER_MESSAGE_MAX = 20_000;

const listInvalid = { error: texts.listInvalid };

/**
 * One list of 'Administrar inscriptos': an item's purchases (a course's on one date), paid only or also pending.
 * Only names it: the server reads who is on it.
 */
export const ownerMessageListSchema = z.object({
  inscriptionModel: z.enum(INSCRIPTION_MODELS, listInvalid),
  inscription: z.uuid(listInvalid),
  courseDate: z.iso.date(listInvalid).nullable().default(null),
  includePending: booleanField(texts.listInvalid).default(false),
});
export type OwnerMessageListInput = z.input<typeof ownerMessageListSchema>;
export type OwnerMessageList = z.output<typeof ownerMessageListSchema>;

/** 'Enviar mensaje': the list, a subject and a plain text. */
export const ownerMessageSchema = ownerMessageListSchema.extend({
  subject: requiredText(texts.subjectRequired, TEXT_MAX.title),
  body: requiredLongText(texts.bodyRequired, OWNER_MESSAGE_MAX),
});
export type OwnerMessageInput = z.input<typeof ownerMessageSchema>;
export type OwnerMessageOutput = z.output<typeof ownerMessageSchema>;
