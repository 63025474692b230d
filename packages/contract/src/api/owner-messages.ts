import { z } from 'zod';
import { OWNER_MESSAGE_STATES } from '../owner-message-texts';
import { ownerMessageListSchema, ownerMessageSchema } from '../validation/owner-message';
import { endpoint, idParamsSchema } from './endpoint';

const recipientSchema = z.object({ name: z.string(), email: z.string() });

/** A recipient after the sending: her e-mail's state in the outbox. */
export const ownerMessageRecipientSchema = recipientSchema.extend({
  state: z.enum(OWNER_MESSAGE_STATES),
  /** Why the last attempt failed, while it is retried. */
  lastError: z.string().nullable(),
});
export type OwnerMessageRecipient = z.infer<typeof ownerMessageRecipientSchema>;

/** A message as the owner sees it in its list's history: with how many of its e-mails are in each state. */
export const ownerMessageSummarySchema = z.object({
  _id: z.string(),
  subject: z.string(),
  listTitle: z.string(),
  courseDate: z.string().nullable(),
  includePending: z.boolean(),
  createdAt: z.string(),
  counts: z.record(z.enum(OWNER_MESSAGE_STATES), z.number().int()),
});
export type OwnerMessageSummary = z.infer<typeof ownerMessageSummarySchema>;

/** A student's copy, in 'Alumnos'. */
export const receivedMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  body: z.string(),
  listTitle: z.string(),
  createdAt: z.string(),
});
export type ReceivedMessage = z.infer<typeof receivedMessageSchema>;

/** The history of one item's list (a course's on one date when given). */
export const ownerMessageHistoryQuerySchema = ownerMessageListSchema.pick({
  inscription: true,
  courseDate: true,
});

/**
 * 'Enviar mensaje': the owner sees who one list's message would reach, sends it (one e-mail per person,
 * through the outbox), and follows each e-mail's state; each student reads hers in 'Alumnos'.
 */
export const ownerMessageEndpoints = {
  preview: endpoint({
    method: 'POST',
    path: '/admin/messages/preview',
    access: 'admin',
    body: ownerMessageListSchema,
    response: z.object({ count: z.number().int(), recipients: z.array(recipientSchema) }),
  }),
  send: endpoint({
    method: 'POST',
    path: '/admin/messages',
    access: 'admin',
    body: ownerMessageSchema,
    status: 201,
    response: z.object({ message: ownerMessageSummarySchema, msg: z.string() }),
  }),
  /** The messages sent to one list, newest first. */
  history: endpoint({
    method: 'GET',
    path: '/admin/messages',
    access: 'admin',
    query: ownerMessageHistoryQuerySchema,
    response: z.object({ messages: z.array(ownerMessageSummarySchema) }),
  }),
  recipients: endpoint({
    method: 'GET',
    path: '/admin/messages/:id/recipients',
    access: 'admin',
    params: idParamsSchema,
    response: z.object({ recipients: z.array(ownerMessageRecipientSchema) }),
  }),
  /** The logged-in person's messages, newest first. */
  mine: endpoint({
    method: 'GET',
    path: '/messages/mine',
    access: 'user',
    response: z.object({ messages: z.array(receivedMessageSchema) }),
  }),
};
