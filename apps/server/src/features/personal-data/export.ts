import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { messages, type MyData } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import {
  auditLog,
  identities,
  moduleProgress,
  modules,
  providerPayments,
  publishedGraduates,
  purchases,
  sessions,
  users,
} from '../../db/schema';
import { HttpError } from '../../lib/errors';
import { attendanceRepository, readTrainingSettings } from '../attendance';
import type { SessionUser } from '../../platform/sessions';
import { certificateRepository, toCertificate } from '../certificates';
import { consentOf } from '../constellators';
import { ownerMessageRepository } from '../owner-messages';
import { subscriberRepository } from '../newsletter';
import { waitingEntriesOf } from '../waiting-list';
import { toPurchase } from '../purchases';

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The audit entries about a person: her account, her purchases (their attendance too) and their payments at the
 * providers, her certificates and her card on /consteladores. Never the entries she made about others (the owner's
 * own changes, say).
 */
function aboutHer(
  userId: string,
  ids: { purchases: string[]; payments: string[]; certificates: string[] },
): SQL {
  const about = (entity: string, entityIds: string[]) =>
    entityIds.length > 0
      ? and(eq(auditLog.entity, entity), inArray(auditLog.entityId, entityIds))
      : undefined;
  return or(
    about('user', [userId]),
    about('purchase', ids.purchases),
    about('attendance', ids.purchases),
    about('provider-payment', ids.payments),
    about('certificate', ids.certificates),
    and(
      eq(auditLog.entity, 'constellator'),
      sql`(${auditLog.before} ->> 'userId' = ${userId} or ${auditLog.after} ->> 'userId' = ${userId})`,
    ),
  )!;
}

/**
 * Everything the site holds about the caller (Ley 25.326, art. 14), read as it is now: the account (without its
 * password hash), what she agreed to, her purchases with what the providers said of each payment, where she left
 * each recorded module, her hours per module and her certificates, her sessions (their dates, never their tokens),
 * the owner's messages to her, the waiting lists she is on and the audit entries about her.
 */
export async function personalDataOf(db: Db, user: SessionUser, now = new Date()): Promise<MyData> {
  const [account] = await db.select().from(users).where(eq(users.id, user.id));
  if (!account) throw new HttpError(401, messages.server.unauthorized);
  const purchaseRows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, user.id))
    .orderBy(desc(purchases.createdAt), desc(purchases.id));
  const purchaseIds = purchaseRows.map((row) => row.id);
  const [links, payments, progress, sessionRows, card, received, subscriptions, waiting, hours, issued] =
    await Promise.all([
      db
        .select({ provider: identities.issuer, linkedAt: identities.createdAt })
        .from(identities)
        .where(eq(identities.userId, user.id))
        .orderBy(asc(identities.createdAt)),
      purchaseIds.length === 0
        ? []
        : db
            .select()
            .from(providerPayments)
            .where(inArray(providerPayments.purchaseId, purchaseIds))
            .orderBy(asc(providerPayments.createdAt)),
      db
        .select({
          progress: moduleProgress,
          module: { _id: modules.id, number: modules.number, title: modules.title },
        })
        .from(moduleProgress)
        .innerJoin(modules, eq(modules.id, moduleProgress.moduleId))
        .where(eq(moduleProgress.userId, user.id))
        .orderBy(asc(modules.number), asc(modules.typeModule)),
      db
        .select({
          id: sessions.id,
          createdAt: sessions.createdAt,
          lastUsedAt: sessions.lastUsedAt,
          expiresAt: sessions.expiresAt,
          revokedAt: sessions.revokedAt,
        })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(desc(sessions.createdAt)),
      db
        .select({ id: publishedGraduates.id })
        .from(publishedGraduates)
        .where(eq(publishedGraduates.userId, user.id)),
      ownerMessageRepository(db).received(user.id),
      subscriberRepository(db).of({ userId: account.id, email: account.email }),
      waitingEntriesOf(db, user.id),
      readTrainingSettings(db).then((settings) => attendanceRepository(db).mine(user.id, settings)),
      certificateRepository(db).mine(user.id),
    ]);
  const entries = await db
    .select()
    .from(auditLog)
    .where(
      aboutHer(user.id, {
        purchases: purchaseIds,
        payments: payments.map((payment) => payment.id),
        certificates: issued.map((row) => row.id),
      }),
    )
    .orderBy(asc(auditLog.at));

  return {
    generatedAt: iso(now),
    account: {
      _id: account.id,
      username: account.username,
      email: account.email,
      role: account.role,
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      country: account.country,
      dateOfBirth: account.dateOfBirth,
      avatar: account.avatar,
      createdAt: iso(account.createdAt),
      confirmedAt: isoOrNull(account.confirmedAt),
      hasPassword: account.passwordHash !== null,
      socialLogins: links.map((link) => ({ provider: link.provider, linkedAt: iso(link.linkedAt) })),
    },
    constellatorConsent: { ...consentOf(account), published: card.length > 0 },
    purchases: purchaseRows.map((row) => ({
      ...toPurchase(row),
      providerPayments: payments
        .filter((payment) => payment.purchaseId === row.id)
        .map((payment) => ({
          provider: payment.provider,
          providerOrderId: payment.providerOrderId,
          providerPaymentId: payment.providerPaymentId,
          status: payment.status,
          amount: payment.amount,
          currency: payment.currency,
          createdAt: iso(payment.createdAt),
          updatedAt: iso(payment.updatedAt),
        })),
    })),
    progress: progress.map(({ progress: row, module }) => ({
      module,
      seconds: row.seconds,
      duration: row.duration,
      updatedAt: iso(row.updatedAt),
    })),
    sessions: sessionRows.map((row) => ({
      createdAt: iso(row.createdAt),
      lastUsedAt: iso(row.lastUsedAt),
      expiresAt: iso(row.expiresAt),
      revokedAt: isoOrNull(row.revokedAt),
      current: row.id === user.sessionId,
    })),
    messages: received,
    newsletter: subscriptions.map((row) => ({
      email: row.email,
      state: row.state,
      source: row.source,
      consentText: row.consentText,
      consentAt: iso(row.consentAt),
      confirmedAt: isoOrNull(row.confirmedAt),
      unsubscribedAt: isoOrNull(row.unsubscribedAt),
    })),
    waitingLists: waiting,
    attendance: hours,
    certificates: issued.map(toCertificate),
    changes: entries.map((entry) => ({
      at: iso(entry.at),
      by: entry.actorId === user.id ? 'self' : entry.actorId === null ? 'site' : 'owner',
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      before: entry.before,
      after: entry.after,
    })),
  };
}
