import { sql, type SQL } from 'drizzle-orm';

const ACCENTED = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';

/**
 * A text as searches compare it: accents removed, then lower case. Immutable (a stored column may use it) and
 * the same on PGlite and PostgreSQL whatever their locale, which `unaccent` and a locale's lower() are not.
 */
export const searchFold = (text: SQL): SQL =>
  sql`lower(translate(${text}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;
