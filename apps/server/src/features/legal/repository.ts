import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { LegalKind, LegalPage, LegalText } from '@constelaciones/contract';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { legalTexts, siteContent } from '../../db/schema';
import { readPaymentSettings } from '../purchases';
import { proposeLegalText, type ProposalFacts } from './proposal';

/** What the legal texts need of the site's configuration: its address and the days a transfer is waited for. */
export type LegalSettings = Omit<ProposalFacts, 'owner' | 'unpaidDataDays'>;

export const legalSettings = (config: Pick<Config, 'publicUrl' | 'pendingPurchaseDays'>): LegalSettings => ({
  siteUrl: config.publicUrl,
  pendingPurchaseDays: config.pendingPurchaseDays,
});

/** Her details as the 'owner' row of site_content keeps them; the address there receives the owner's notices. */
const ownerRowSchema = z.object({ name: z.string().trim(), noticesEmail: z.string().trim().optional() });

type Row = typeof legalTexts.$inferSelect;

const toText = (row: Row): LegalText => ({
  kind: row.kind,
  draft: row.draft,
  published: row.published,
  publishedAt: row.publishedAt?.toISOString() ?? null,
  updatedAt: row.updatedAt.toISOString(),
});

/** What visitors read of a text: the published one, or the draft marked as such. */
export const toPage = (text: LegalText): LegalPage =>
  text.published === null
    ? { kind: text.kind, markdown: text.draft, draft: true, publishedAt: null }
    : { kind: text.kind, markdown: text.published, draft: false, publishedAt: text.publishedAt };

/** The legal texts' queries, on the database or inside a write's transaction. */
export function legalRepository(db: Db, settings: LegalSettings) {
  async function proposal(kind: LegalKind): Promise<LegalText> {
    const [row] = await db.select().from(siteContent).where(eq(siteContent.key, 'owner')).limit(1);
    const owner = ownerRowSchema.safeParse(row?.value);
    const details = owner.success
      ? { name: owner.data.name, email: owner.data.noticesEmail ?? '' }
      : undefined;
    const { unpaidDataDays } = await readPaymentSettings(db);
    const draft = proposeLegalText(kind, { ...settings, owner: details, unpaidDataDays });
    return { kind, draft, published: null, publishedAt: null, updatedAt: null };
  }

  return {
    /** The text as saved, or the site's proposal while she has saved none. */
    async read(kind: LegalKind): Promise<LegalText> {
      const [row] = await db.select().from(legalTexts).where(eq(legalTexts.kind, kind)).limit(1);
      return row ? toText(row) : proposal(kind);
    },
    /** Like read, with the row locked until the transaction ends, so that its audited `before` holds. */
    async lock(kind: LegalKind): Promise<LegalText> {
      const [row] = await db.select().from(legalTexts).where(eq(legalTexts.kind, kind)).for('update');
      return row ? toText(row) : proposal(kind);
    },
    async saveDraft(kind: LegalKind, draft: string): Promise<LegalText> {
      const [row] = await db
        .insert(legalTexts)
        .values({ kind, draft })
        .onConflictDoUpdate({ target: legalTexts.kind, set: { draft } })
        .returning();
      return toText(row!);
    },
    async publish(kind: LegalKind, markdown: string): Promise<LegalText> {
      const values = { draft: markdown, published: markdown, publishedAt: new Date() };
      const [row] = await db
        .insert(legalTexts)
        .values({ kind, ...values })
        .onConflictDoUpdate({ target: legalTexts.kind, set: values })
        .returning();
      return toText(row!);
    },
  };
}
