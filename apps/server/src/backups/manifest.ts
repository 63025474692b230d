import { createHash } from 'node:crypto';
import { z } from 'zod';

/*
 * manifest.json, the archive's last entry: what the backup holds and the checksum of every other entry, so a
 * restore can tell a complete, untouched copy before it changes anything.
 */

export const MANIFEST = 'manifest.json';
const FORMAT = 'constelaciones-backup';

/** Entry names: the rows of one table, or one image of DATA_DIR/img (no folders, no hidden files). */
export const tableEntry = (table: string) => `db/${table}.jsonl`;
export const imageEntry = (file: string) => `img/${file}`;
const TABLE_ENTRY = /^db\/[a-z_][a-z0-9_]*\.jsonl$/;
const IMAGE_ENTRY = /^img\/([A-Za-z0-9][A-Za-z0-9._-]*)$/;
export const imageFileOf = (entry: string) => IMAGE_ENTRY.exec(entry)?.[1];
export const isEntryName = (name: string) => TABLE_ENTRY.test(name) || IMAGE_ENTRY.test(name);

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    /** Where the copy was taken; it restores into either. */
    engine: z.enum(['pglite', 'postgres']),
    /** The last migration applied: how many, and its time and hash as the migrations' journal gives them. */
    migration: z.object({
      count: z.number().int().min(1),
      createdAt: z.number().int(),
      hash: z.string(),
    }),
  }),
  /** In the order they are loaded (a table after those its foreign keys point to). */
  tables: z.array(z.object({ name: z.string(), columns: z.array(z.string()), rows: z.number().int() })),
  files: z.record(z.string(), z.object({ bytes: z.number().int(), sha256: z.string() })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type MigrationVersion = Manifest['database']['migration'];
export type TableDump = Manifest['tables'][number];

export const newManifest = (values: Omit<Manifest, 'format' | 'version'>): Manifest => ({
  format: FORMAT,
  version: 1,
  ...values,
});

export function parseManifest(bytes: Buffer): Manifest | undefined {
  try {
    const parsed = manifestSchema.safeParse(JSON.parse(bytes.toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
