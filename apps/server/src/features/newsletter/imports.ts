import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { NEWSLETTER_IMPORT_CONSENT, newsletterAdminMessages as admin } from '@constelaciones/contract';
import type { Db } from '../../db/client';
import { newsletterSubscribers as subscribers } from '../../db/schema';
import { auditedWrites, type Actor } from '../../platform/audited-write';
import type { Dependencies } from '../../platform/dependencies';
import { listAddress, subscriberToken } from './subscribers';

type Deps = Pick<Dependencies, 'database' | 'images' | 'catalog'>;

/** A line the import did not add, and why, in her words. */
export interface ImportProblem {
  line: number;
  text: string;
  problem: string;
}

/** Rows written by one insert, and addresses looked up by one query. */
const CHUNK = 1000;
const isEmail = (text: string) => z.email().safeParse(text).success;

/** The first cell of a CSV line (`;` or `,` between cells, maybe quoted), as a list address. */
function firstCell(line: string): string {
  const cell = line.trim().split(/[;,\t]/)[0] ?? '';
  return listAddress(cell.replace(/^"(.*)"$/, '$1'));
}

/**
 * The addresses of a file she brings, by line (blank lines and a first line of titles skipped): each valid
 * address once, and the lines that are not one.
 */
export function readImport(csv: string) {
  /** Each address, with the line it was read from. */
  const addresses = new Map<string, { line: number; text: string }>();
  const problems: ImportProblem[] = [];
  csv
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .forEach((text, index) => {
      const line = index + 1;
      const email = firstCell(text);
      if (!email || (line === 1 && !email.includes('@'))) return;
      if (!isEmail(email)) problems.push({ line, text, problem: admin.problems.invalid });
      else if (addresses.has(email)) problems.push({ line, text, problem: admin.problems.repeated });
      else addresses.set(email, { line, text });
    });
  return { addresses, problems };
}

/**
 * 'Importar suscriptores': the file's new addresses join the list as subscribed, marked imported, with her word
 * that they agreed as their consent; an address on the list already is not added again, and one that left
 * stays out. One audited write, whatever the file's size.
 */
export async function importSubscribers(deps: Deps, actor: Actor, csv: string) {
  const { addresses, problems } = readImport(csv);
  const added = await auditedWrites(deps)({
    actor,
    entity: 'newsletter-subscriber',
    async apply(tx: Db) {
      const known = new Map<string, string>();
      const all = [...addresses.keys()];
      for (let start = 0; start < all.length; start += CHUNK) {
        const rows = await tx
          .select({ email: subscribers.email, state: subscribers.state })
          .from(subscribers)
          .where(inArray(subscribers.email, all.slice(start, start + CHUNK)));
        for (const row of rows) known.set(row.email, row.state);
      }
      const now = new Date();
      const fresh = all
        .filter((email) => !known.has(email))
        .map((email) => ({
          email,
          state: 'subscribed' as const,
          source: 'import' as const,
          token: subscriberToken(),
          consentText: NEWSLETTER_IMPORT_CONSENT,
          consentAt: now,
          confirmedAt: now,
        }));
      let inserted = 0;
      for (let start = 0; start < fresh.length; start += CHUNK) {
        const rows = await tx
          .insert(subscribers)
          .values(fresh.slice(start, start + CHUNK))
          .onConflictDoNothing({ target: subscribers.email })
          .returning({ id: subscribers.id });
        inserted += rows.length;
      }
      for (const [email, state] of known) {
        const problem = state === 'unsubscribed' ? admin.problems.left : admin.problems.present;
        problems.push({ ...addresses.get(email)!, problem });
      }
      return {
        result: inserted,
        ...(inserted > 0 && {
          change: { action: 'create' as const, entityId: null, after: { imported: inserted } },
        }),
      };
    },
  });
  problems.sort((a, b) => a.line - b.line);
  return { added, problems };
}
