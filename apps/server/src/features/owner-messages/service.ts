import {
  ownerMessageTexts as texts,
  type OwnerMessageList,
  type OwnerMessageOutput,
  type OwnerMessageSummary,
} from '@constelaciones/contract';
import { ownerMessageRecipients, ownerMessages } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { ownerMessageMail } from './emails';
import { ownerMessageRepository } from './repository';

/** How many of her latest messages 'Alumnos' shows ('Mis datos' holds them all). */
const MINE_SHOWN = 20;
/** Recipients' rows written by one insert: five parameters each. */
const INSERT_CHUNK = 1000;

/**
 * 'Enviar mensaje' (docs/decisions/062-owner-messages.md): the people of one list are read on the server at
 * each preview and at the sending, never taken from the browser. Sending is one audited write: the message,
 * one row per recipient (fixed then) and one e-mail per recipient in the outbox, whose worker sends them
 * after the answer, retrying until the mail server takes each one; the recipients' states are read from those
 * e-mails' rows.
 */
export function ownerMessageService(
  deps: Pick<Dependencies, 'config' | 'database' | 'images' | 'catalog' | 'mail' | 'sender'>,
) {
  const { db } = deps.database;
  const repository = ownerMessageRepository(db);
  const write = auditedWrites(deps);

  return {
    async preview(list: OwnerMessageList) {
      const recipients = await repository.recipients(list);
      return {
        count: recipients.length,
        recipients: recipients.map(({ name, email }) => ({ name, email })),
      };
    },

    async send(actor: Actor, input: OwnerMessageOutput): Promise<OwnerMessageSummary> {
      const { subject, body, ...list } = input;
      const id = await write({
        actor,
        entity: 'owner-message',
        async apply(tx) {
          const recipients = await ownerMessageRepository(tx).recipients(list);
          const listTitle = await ownerMessageRepository(tx).listTitle(list);
          if (recipients.length === 0 || listTitle === null) throw badRequest(texts.noRecipients);
          const [message] = await tx
            .insert(ownerMessages)
            .values({
              subject,
              body,
              inscriptionModel: list.inscriptionModel,
              inscriptionId: list.inscription,
              courseDate: list.courseDate,
              listTitle,
              includePending: list.includePending,
              sentBy: actor.id,
            })
            .returning();
          const site = await deps.sender.site(tx);
          const keys = await deps.mail.enqueueAll(
            tx,
            recipients.map((person) =>
              ownerMessageMail(site, {
                to: person.email,
                firstName: person.firstName,
                subject,
                body,
                listTitle,
              }),
            ),
          );
          const rows = recipients.map((person, index) => ({
            messageId: message!.id,
            userId: person.userId,
            name: person.name,
            email: person.email,
            mailKey: keys[index]!,
          }));
          for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
            await tx.insert(ownerMessageRecipients).values(rows.slice(start, start + INSERT_CHUNK));
          }
          const after = {
            _id: message!.id,
            title: subject,
            subject,
            body,
            list: listTitle,
            inscriptionModel: list.inscriptionModel,
            courseDate: list.courseDate,
            includePending: list.includePending,
            recipients: recipients.length,
          };
          return { result: message!.id, change: { action: 'create', entityId: message!.id, after } };
        },
      });
      const [summary] = await repository.summaries({ ids: [id] });
      return summary!;
    },

    history: (query: { inscription: string; courseDate: string | null }) => repository.summaries(query),

    async recipients(messageId: string) {
      const recipients = await repository.recipientStates(messageId);
      if (recipients.length === 0) throw notFound();
      return recipients;
    },

    mine: (userId: string) => repository.received(userId, MINE_SHOWN),
  };
}
