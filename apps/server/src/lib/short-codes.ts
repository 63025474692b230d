import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be misread for one another (no 0/O, 1/I). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DRAWS = 5;

/** A short code a person can read aloud and type: the prefix and six characters, e.g. 'INS-7K3F9Q'. */
export const shortCode = (prefix: string) =>
  `${prefix}-${Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('')}`;

/**
 * Inserts a row under a fresh code: `insert` writes it with the code given and answers undefined when the code is
 * taken (a unique index, `on conflict do nothing`); the code is drawn again, in that unlikely case.
 */
export async function insertWithFreshCode<Row>(
  prefix: string,
  insert: (code: string) => Promise<Row | undefined>,
): Promise<Row> {
  for (let draw = 0; draw < DRAWS; draw++) {
    const row = await insert(shortCode(prefix));
    if (row) return row;
  }
  throw new Error(`no free ${prefix} code after ${DRAWS} draws`);
}
