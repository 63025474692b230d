import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withNamedLock } from '../../db/named-lock';
import { arcaTickets } from '../../db/schema';
import type { SecretBox } from '../../lib/secret-box';
import { arcaEndpoints } from '../../integrations/arca/endpoints';
import { requestTicket } from '../../integrations/arca/wsaa';
import { wsfeClient, type WsfeAuth, type WsfeClient } from '../../integrations/arca/wsfe';
import type { Config } from '../../config';
import { certificateHash, type SettingsRow } from './settings';

/** A ticket is renewed this long before it expires, so that no request goes out with one about to lapse. */
const TICKET_SPARE_MS = 10 * 60_000;

/** What invoicing is given: the database, the box of the key, where ARCA is. */
export interface InvoicingDeps {
  config: Pick<Config, 'arca'>;
  database: Database;
  secrets: SecretBox;
}

/** WSFEv1 of her environment, with a valid access ticket for her CUIT. */
export interface ArcaSession {
  wsfe: WsfeClient;
  auth: WsfeAuth;
}

const ticketOf = (settings: SettingsRow) =>
  and(eq(arcaTickets.environment, settings.environment), eq(arcaTickets.cuit, settings.cuit));

async function storedTicket(deps: InvoicingDeps, settings: SettingsRow, now: Date) {
  const [row] = await deps.database.db.select().from(arcaTickets).where(ticketOf(settings));
  if (!row || row.certificateHash !== certificateHash(settings.certificate)) return undefined;
  if (row.expiresAt.getTime() - TICKET_SPARE_MS <= now.getTime()) return undefined;
  try {
    return { token: deps.secrets.open(row.tokenSealed), sign: deps.secrets.open(row.signSealed) };
  } catch {
    // Sealed with a secrets key since lost: as if there were none.
    return undefined;
  }
}

/**
 * The access ticket of her certificate: the one kept in the database while it lasts (ARCA refuses a new one
 * while the old is valid, and every instance shares it), else a new one from WSAA, asked by one instance at
 * a time and kept sealed.
 */
async function accessTicket(deps: InvoicingDeps, settings: SettingsRow, now: Date) {
  const kept = await storedTicket(deps, settings, now);
  if (kept) return kept;
  return withNamedLock(deps.database, `arca-ticket:${settings.environment}:${settings.cuit}`, async () => {
    const meanwhile = await storedTicket(deps, settings, now);
    if (meanwhile) return meanwhile;
    const { wsaa } = arcaEndpoints(settings.environment, deps.config.arca.simulatorBase);
    const ticket = await requestTicket(
      wsaa,
      { certificate: settings.certificate, privateKey: deps.secrets.open(settings.privateKeySealed) },
      'wsfe',
      now,
    );
    const values = {
      certificateHash: certificateHash(settings.certificate),
      tokenSealed: deps.secrets.seal(ticket.token),
      signSealed: deps.secrets.seal(ticket.sign),
      expiresAt: ticket.expiresAt,
    };
    await deps.database.db
      .insert(arcaTickets)
      .values({ environment: settings.environment, cuit: settings.cuit, ...values })
      .onConflictDoUpdate({ target: [arcaTickets.environment, arcaTickets.cuit], set: values });
    return { token: ticket.token, sign: ticket.sign };
  });
}

/** Forgets her ticket, when ARCA no longer takes it (600): the next call asks for a new one. */
export async function forgetTicket(deps: InvoicingDeps, settings: SettingsRow): Promise<void> {
  await deps.database.db.delete(arcaTickets).where(ticketOf(settings));
}

/** A session with ARCA for her settings. */
export async function arcaSession(
  deps: InvoicingDeps,
  settings: SettingsRow,
  now = new Date(),
): Promise<ArcaSession> {
  const { token, sign } = await accessTicket(deps, settings, now);
  const { wsfe } = arcaEndpoints(settings.environment, deps.config.arca.simulatorBase);
  return { wsfe: wsfeClient(wsfe), auth: { token, sign, cuit: settings.cuit } };
}
