import { like, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const ACCENTED = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/**
 * A text as searches compare it: accents removed, then lower case. Immutable (a stored column may use it) and
 * the same on PGlite and PostgreSQL whatever their locale, which `unaccent` and a locale's lower() are not.
 */
export const searchFold = (text: SQL): SQL =>
  sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;

/**
 * 'Buscar alumno': any part of a folded column (a trigram index serves `like '%…%'`), accents and case ignored;
 * the owner's `%` or `_` are characters, not patterns. No search: no filter.
 */
export function matchesSearch(folded: AnyColumn, search: string): SQL | undefined {
  if (!search) return undefined;
  const literal = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return like(folded, sql`'%' || ${searchFold(sql`${literal}`)} || '%'`);
}
