import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  activities,
  agendaEntries,
  articles,
  constellators,
  courses,
  modules,
  paymentSettings,
  siteContent,
  users,
} from '../schema';

/** The audit entity of 'Quitar el contenido de demostración': once recorded, the demo is never loaded again. */
export const DEMO_ENTITY = 'demo';

/**
 * Every table whose rows the demo adds, marked `demo`, with the text in which a row names its pictures: removing
 * the demo deletes the marked rows of each. A new kind of demo row is one more line here.
 */
export const demoRows: readonly { table: PgTable; pictures: SQL }[] = [
  { table: activities, pictures: sql`${activities.img}` },
  { table: agendaEntries, pictures: sql`''` },
  { table: articles, pictures: sql`${articles.img}` },
  { table: constellators, pictures: sql`${constellators.avatar}` },
  { table: paymentSettings, pictures: sql`''` },
  { table: siteContent, pictures: sql`${siteContent.value}::text` },
];

/**
 * The site's structure (the workshop courses and the training's modules, created by a migration): the demo only
 * fills in dates, prices and links, so removing it blanks the rows still marked instead of deleting them.
 */
export const demoStructure: readonly { table: PgTable; blank: SQL }[] = [
  {
    table: courses,
    blank: sql`day = null, price_anticiped_pesos = 0, price_pesos = 0, price_dolar = 0, link_mp = '', link_pp = ''`,
  },
  {
    table: modules,
    blank: sql`date = null, price_pesos = 0, price_dolar = 0, link_intro = '', link = '', open = false, enabled = false`,
  },
];

/** Every text of a remaining row that may name a picture: a picture still named here is kept. */
export const pictureReferences: readonly SQL[] = [
  sql`select ${activities.img} from ${activities}`,
  sql`select ${articles.img} from ${articles}`,
  sql`select ${constellators.avatar} from ${constellators}`,
  sql`select ${users.avatar} from ${users}`,
  sql`select ${siteContent.value}::text from ${siteContent}`,
];
