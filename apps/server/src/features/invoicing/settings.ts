import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  invoicingMessages as texts,
  type InvoicingSettings,
  type InvoicingSettingsEditOutput,
} from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { invoicingSettings } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { SecretBox } from '../../lib/secret-box';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { certificateFacts, keyMatchesCertificate } from '../../integrations/arca/wsaa';

export type SettingsRow = typeof invoicingSettings.$inferSelect;

/** What the admin shows of the row: never the key, and the certificate by what it says of itself. */
export function toSettings(row: SettingsRow | undefined): InvoicingSettings {
  const facts = row && certificateFacts(row.certificate);
  return {
    configured: Boolean(row),
    active: row?.active ?? false,
    cuit: row?.cuit ?? '',
    pointOfSale: row?.pointOfSale ?? null,
    name: row?.name ?? '',
    address: row?.address ?? '',
    grossIncome: row?.grossIncome ?? '',
    activityStart: row?.activityStart ?? null,
    environment: row?.environment ?? 'homologacion',
    dollars: row?.dollars ?? 'invoice',
    certificate: facts
      ? {
          alias: facts.alias,
          cuit: facts.cuit ?? '',
          notAfter: facts.notAfter.toISOString(),
          issuer: facts.issuer,
        }
      : null,
  };
}

export async function readSettingsRow(db: Db): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(invoicingSettings).where(eq(invoicingSettings.id, 1));
  return row;
}

/** The settings invoicing runs with: saved and switched on. */
export async function activeSettings(db: Db): Promise<SettingsRow | undefined> {
  const row = await readSettingsRow(db);
  return row?.active ? row : undefined;
}

/** Names a certificate, for the ticket kept for it: a new certificate asks ARCA for a new ticket. */
export const certificateHash = (pem: string) => createHash('sha256').update(pem.trim()).digest('hex');

/** A 400 whose message is also its field's. */
const refused = (field: string, message: string) => badRequest(message, { [field]: message });

/** The certificate and key to keep: the new pair checked against each other, the CUIT and today. */
function checkedPair(
  input: InvoicingSettingsEditOutput,
  saved: SettingsRow | undefined,
  box: SecretBox,
  now: Date,
): { certificate: string; privateKeySealed: string } {
  if (!input.certificate && !input.privateKey) {
    if (!saved) throw refused('certificate', texts.certificateRequired);
    const facts = certificateFacts(saved.certificate);
    if (facts?.cuit && facts.cuit !== input.cuit) {
      throw refused('cuit', texts.certificateOtherCuit(facts.cuit));
    }
    return { certificate: saved.certificate, privateKeySealed: saved.privateKeySealed };
  }
  if (!input.certificate) throw refused('certificate', texts.certificateRequired);
  if (!input.privateKey) throw refused('privateKey', texts.certificateRequired);
  const facts = certificateFacts(input.certificate);
  if (!facts) throw refused('certificate', texts.certificateInvalid);
  if (!/-----BEGIN (RSA )?PRIVATE KEY-----/.test(input.privateKey)) {
    throw refused('privateKey', texts.keyInvalid);
  }
  if (!keyMatchesCertificate(input.certificate, input.privateKey)) {
    throw refused('privateKey', texts.keyMismatch);
  }
  if (facts.notAfter <= now) {
    throw refused('certificate', texts.certificateExpired);
  }
  if (facts.cuit && facts.cuit !== input.cuit) {
    throw refused('cuit', texts.certificateOtherCuit(facts.cuit));
  }
  return { certificate: input.certificate, privateKeySealed: box.seal(input.privateKey) };
}

/** The owner's invoicing settings: read without the key, saved in one audited write (without it either). */
export function invoicingSettingsService(
  deps: Pick<Dependencies, 'database' | 'images' | 'catalog' | 'secrets'>,
) {
  const write = auditedWrites(deps);
  return {
    read: async () => toSettings(await readSettingsRow(deps.database.db)),

    save(actor: Actor, input: InvoicingSettingsEditOutput, now = new Date()): Promise<InvoicingSettings> {
      return write({
        actor,
        entity: 'invoicing-settings',
        async apply(tx) {
          const saved = await readSettingsRow(tx);
          const pair = checkedPair(input, saved, deps.secrets, now);
          const { certificate: _certificate, privateKey: _privateKey, ...details } = input;
          const values = { ...details, ...pair, updatedAt: now };
          const [row] = await tx
            .insert(invoicingSettings)
            .values({ id: 1, ...values })
            .onConflictDoUpdate({ target: invoicingSettings.id, set: values })
            .returning();
          const before = saved && toSettings(saved);
          const after = toSettings(row);
          return { result: after, change: { action: 'update', entityId: null, before, after } };
        },
      });
    },
  };
}
