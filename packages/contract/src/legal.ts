import { z } from 'zod';
import { messages } from './messages';

/** The site's two legal texts: the terms of sale and the privacy policy. */
export const LEGAL_KINDS = ['terms', 'privacy'] as const;
export const legalKindSchema = z.enum(LEGAL_KINDS, { error: messages.legal.kindInvalid });
export type LegalKind = z.infer<typeof legalKindSchema>;

/**
 * A legal text as the owner edits it: the draft she is working on and the version visitors read, if she
 * published one. Before any save the draft is the site's proposal, written from her details.
 */
export const legalTextSchema = z.object({
  kind: legalKindSchema,
  draft: z.string(),
  published: z.string().nullable(),
  publishedAt: z.iso.datetime().nullable(),
  /** Null while the draft is still the site's proposal, never saved. */
  updatedAt: z.iso.datetime().nullable(),
});
export type LegalText = z.infer<typeof legalTextSchema>;

/** What a public legal page shows: the published text, or the draft marked as such. */
export interface LegalPage {
  kind: LegalKind;
  markdown: string;
  draft: boolean;
  publishedAt: string | null;
}
