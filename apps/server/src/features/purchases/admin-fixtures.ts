import { randomUUID } from 'node:crypto';
import { purchases } from '../../db/schema';
import { sessionFor } from '../../test/helper';
import type { Services } from '../../platform/dependencies';

/* What the tests of the owner's lists share: purchases written straight to the table, at any time and state. */

export type Kind = 'Activity' | 'Course' | 'live' | 'recorded';

/** A purchase of a new USER, made `minutesAgo` minutes ago; the person's names as given. */
export async function newPurchase(
  services: Services,
  person: { firstName: string; lastName: string; email?: string },
  kind: Kind,
  minutesAgo = 0,
  values: Partial<typeof purchases.$inferInsert> = {},
) {
  const user = await sessionFor(services, 'USER');
  const isModule = kind === 'live' || kind === 'recorded';
  const [row] = await services.database.db
    .insert(purchases)
    .values({
      userId: user.userId,
      inscriptionId: randomUUID(),
      inscriptionModel: isModule ? 'Module' : kind,
      inscriptionTitle: `Inscripción ${kind}`,
      typeModule: kind === 'live' ? 'sincronico' : kind === 'recorded' ? 'asincronico' : null,
      wayToPay: 'transfer',
      amount: 1000,
      currency: 'ARS',
      reference: `T-${randomUUID().slice(0, 8)}`,
      country: 'Argentina',
      email: person.email ?? `${randomUUID().slice(0, 8)}@example.com`,
      firstName: person.firstName,
      lastName: person.lastName,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
      ...values,
    })
    .returning();
  return row!;
}
