import {
  ownerMessageEndpoints as endpoints,
  type OwnerMessageInput,
  type OwnerMessageListInput,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** Who the list's message would reach now, as the server reads the list. */
export const previewRecipients = (list: OwnerMessageListInput) => call(endpoints.preview, { body: list });

/** 'Enviar': the server writes one e-mail per person and answers at once; the e-mails leave after. */
export const sendOwnerMessage = (message: OwnerMessageInput) => call(endpoints.send, { body: message });

/** The messages sent to one item's list, newest first, with their e-mails' states counted. */
export async function messageHistory(inscription: string, courseDate: string | null = null) {
  const { messages } = await call(endpoints.history, {
    query: { inscription, courseDate: courseDate ?? undefined },
  });
  return messages;
}

/** Each recipient of a message with her e-mail's state. */
export async function messageRecipients(id: string) {
  const { recipients } = await call(endpoints.recipients, { params: { id } });
  return recipients;
}
