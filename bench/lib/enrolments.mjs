// A real business's history of enrolments, for the 'Administrar inscriptos' line: people with Spanish names
// (accents included) from several countries, enrolled over five years in activities, workshop dates and the
// training's live and recorded modules, paid in pesos or dollars, most paid, many finished. `enrolmentHistory`
// draws it (deterministic for a seed); `seedEnrolmentHistory` writes it through the real schema in a few
// batched statements, on PGlite or PostgreSQL alike.
import { randomUUID } from 'node:crypto';

const FIRST_NAMES = (
  'María José, Sofía, Lucía, Martín, Joaquín, Inés, Agustín, Julián, Belén, Mónica, Andrés, Germán, Víctor, ' +
  'Ángela, Ramón, Valentina, Camila, Tomás, Matías, Florencia, Verónica, Ignacio, Débora, Raúl, Érica, Óscar, ' +
  'Cecilia, Nicolás, Paula, Emilia'
).split(', ');
const SURNAMES = (
  'Núñez, González, Pérez, Gómez, Fernández, Rodríguez, López, Martínez, Sánchez, Ramírez, Álvarez, Giménez, ' +
  'Domínguez, Ibáñez, Muñoz, Peña, Castaño, Echeverría, Suárez, Benítez, Acuña, Quiroga, Sosa, Romero, Herrera, ' +
  'Medina, Aguirre, Rossi, Olmos, Villalón'
).split(', ');
/** Country, its share of the people, and its phone prefix; Argentina pays in pesos, the others in dollars. */
const COUNTRIES = [
  ['Argentina', 0.62, '+54 9 11'],
  ['Uruguay', 0.08, '+598 9'],
  ['Chile', 0.07, '+56 9'],
  ['México', 0.07, '+52 55'],
  ['España', 0.07, '+34 6'],
  ['Colombia', 0.04, '+57 3'],
  ['Perú', 0.03, '+51 9'],
  ['Estados Unidos', 0.02, '+1 305'],
];
const CITIES = ['Buenos Aires', 'Rosario', 'Córdoba', 'Mendoza', 'La Plata', 'Online'];
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365 * DAY_MS;

/** A small seeded generator (mulberry32): the same history for the same seed. */
function generator(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  const pick = (list) => list[int(list.length)];
  const weighted = (entries) => {
    let r = next() * entries.reduce((sum, [, weight]) => sum + weight, 0);
    for (const entry of entries) if ((r -= entry[1]) < 0) return entry;
    return entries.at(-1);
  };
  return { next, int, pick, weighted };
}

/** How a person types a name in an e-mail address: no accents, no spaces, lower case. */
export const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase();

const isoDate = (time) => new Date(time).toISOString().slice(0, 10);

/** Past activities, one a month for four years, archived: the items of the history's older enrolments. */
export function pastActivities(now) {
  return Array.from({ length: 48 }, (_, i) => {
    const city = CITIES[i % CITIES.length];
    const day = new Date(now.getTime() - (i + 1) * 30 * DAY_MS);
    return {
      id: randomUUID(),
      title: `Taller de Constelaciones Familiares en ${city}`,
      description: `Jornada de constelaciones familiares en ${city}, en grupo.`,
      day: day.toISOString(),
      price_pesos: 20000 + 1000 * (47 - i),
      price_dolar: 30 + ((47 - i) % 20),
      modality: city === 'Online' ? 'Virtual' : 'Presencial',
      city,
      archived: true,
    };
  });
}

/**
 * `count` enrolments of about a third as many people. `items` are the enrollable things as rows of the
 * database: { activities, courses, modules } with ids, titles, prices (and a module's type). Pending
 * enrolments are a few days old with their deadline days ahead, so that the server's deadline job neither
 * reminds nor expires any while the bench measures.
 */
export function enrolmentHistory({ count, items, now = new Date(), seed = 11 }) {
  const random = generator(seed);
  const people = Array.from({ length: Math.ceil(count / 3) }, (_, i) => {
    const [country, , phonePrefix] = random.weighted(COUNTRIES);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(SURNAMES);
    const since = now.getTime() - 5 * YEAR_MS + random.next() * 4.5 * YEAR_MS;
    return {
      id: randomUUID(),
      username: `${plain(firstName).slice(0, 9)}${i}`,
      email: `${plain(firstName)}.${plain(lastName)}${i}@example.com`,
      first_name: firstName,
      last_name: lastName,
      phone: `${phonePrefix} ${String(1000_0000 + random.int(9000_0000))}`,
      country,
      date_of_birth: isoDate(Date.UTC(1950 + random.int(50), random.int(12), 1 + random.int(28))),
      role: 'USER',
      confirmed_at: new Date(since).toISOString(),
      created_at: new Date(since).toISOString(),
    };
  });

  const kinds = [
    ['Activity', 0.35],
    ['Course', 0.15],
    ['sincronico', 0.25],
    ['asincronico', 0.25],
  ];
  const modulesOf = (type) => items.modules.filter((m) => m.type_module === type);
  const choices = {
    Activity: items.activities,
    Course: items.courses,
    sincronico: modulesOf('sincronico'),
    asincronico: modulesOf('asincronico'),
  };
  const references = new Set();
  const newReference = () => {
    for (;;) {
      const reference = `INS-${Array.from({ length: 6 }, () => random.pick([...REFERENCE_ALPHABET])).join('')}`;
      if (!references.has(reference)) {
        references.add(reference);
        return reference;
      }
    }
  };
  const pendingKeys = new Set();

  const enrolments = Array.from({ length: count }, () => {
    // A few people enrol again and again (the training's students): the square skews the pick.
    const person = people[Math.floor(random.next() ** 2 * people.length)];
    const [kind] = random.weighted(kinds);
    const item = random.pick(choices[kind]);
    const model = kind === 'Activity' || kind === 'Course' ? kind : 'Module';
    const pesos = person.country === 'Argentina';
    const wayToPay = pesos
      ? random.next() < 0.6
        ? 'mp'
        : 'transfer'
      : random.next() < 0.7
        ? 'pp'
        : 'transfer';
    const courseDate = kind === 'Course' ? isoDate(now.getTime() - random.int(5 * 52) * 7 * DAY_MS) : null;
    const key = `${person.id}:${item.id}:${courseDate}:${wayToPay}`;
    let state = random.weighted([
      ['paid', 0.82],
      ['expired', 0.1],
      ['pending', 0.05],
      ['cancelled', 0.02],
      ['refunded', 0.01],
    ])[0];
    // At most one pending enrolment per person, item and way to pay (purchases_pending_item_key).
    if (state === 'pending' && pendingKeys.has(key)) state = 'expired';
    if (state === 'pending') pendingKeys.add(key);
    const created =
      state === 'pending'
        ? now.getTime() - random.next() * 2 * DAY_MS
        : now.getTime() - 5 * YEAR_MS + random.next() * (5 * YEAR_MS - 3 * DAY_MS);
    const paid = state === 'paid' || state === 'refunded';
    return {
      id: randomUUID(),
      user_id: person.id,
      inscription_id: item.id,
      inscription_model: model,
      inscription_title: item.title,
      type_module: model === 'Module' ? kind : null,
      course_date: courseDate,
      way_to_pay: wayToPay,
      state,
      pay: state === 'paid',
      // Older paid enrolments are mostly done with; recent ones and unpaid ones are not.
      finish: state === 'paid' && random.next() < Math.min(0.9, (now.getTime() - created) / YEAR_MS),
      amount: pesos ? item.price_pesos : item.price_dolar,
      currency: pesos ? 'ARS' : 'USD',
      reference: newReference(),
      deadline: state === 'paid' ? null : new Date(created + 7 * DAY_MS).toISOString(),
      first_name: person.first_name,
      last_name: person.last_name,
      country: person.country,
      date_of_birth: person.date_of_birth,
      email: person.email,
      phone: person.phone,
      paid_at: paid ? new Date(created + random.int(3 * DAY_MS)).toISOString() : null,
      created_at: new Date(created).toISOString(),
    };
  });
  const enrolled = new Set(enrolments.map((e) => e.user_id));
  return { people: people.filter((p) => enrolled.has(p.id)), enrolments };
}

/** The columns each table receives, with their SQL types (jsonb_to_recordset's record definition). */
const COLUMNS = {
  activities: {
    id: 'uuid',
    title: 'text',
    description: 'text',
    day: 'timestamptz',
    price_pesos: 'numeric',
    price_dolar: 'numeric',
    modality: 'modality',
    city: 'text',
    archived: 'boolean',
  },
  users: {
    id: 'uuid',
    username: 'text',
    email: 'text',
    first_name: 'text',
    last_name: 'text',
    phone: 'text',
    country: 'text',
    date_of_birth: 'date',
    role: 'role',
    confirmed_at: 'timestamptz',
    created_at: 'timestamptz',
  },
  purchases: {
    id: 'uuid',
    user_id: 'uuid',
    inscription_id: 'uuid',
    inscription_model: 'inscription_model',
    inscription_title: 'text',
    type_module: 'module_type',
    course_date: 'date',
    way_to_pay: 'way_to_pay',
    state: 'payment_state',
    pay: 'boolean',
    finish: 'boolean',
    amount: 'numeric',
    currency: 'currency',
    reference: 'text',
    deadline: 'timestamptz',
    first_name: 'text',
    last_name: 'text',
    country: 'text',
    date_of_birth: 'date',
    email: 'text',
    phone: 'text',
    paid_at: 'timestamptz',
    created_at: 'timestamptz',
  },
};

/** Inserts rows in batches of 1,000, each one statement that reads them from a JSON parameter. */
async function insertRows(client, table, rows) {
  const columns = Object.keys(COLUMNS[table]);
  const record = columns.map((c) => `"${c}" ${COLUMNS[table][c]}`).join(', ');
  const statement =
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) ` +
    `select ${columns.map((c) => `r."${c}"`).join(', ')} from jsonb_to_recordset($1::jsonb) as r(${record})`;
  for (let start = 0; start < rows.length; start += 1000) {
    await client.query(statement, [JSON.stringify(rows.slice(start, start + 1000))]);
  }
}

/**
 * Writes `count` enrolments, their people and four years of past activities into a migrated database that
 * holds the demo content, in one transaction. `client` is a PGlite instance or a connected pg.Client: both
 * answer `query(text, params)` with `{ rows }`.
 */
export async function seedEnrolmentHistory(client, { count, now = new Date() }) {
  await client.query('begin');
  try {
    await insertRows(client, 'activities', pastActivities(now));
    const select = (table, columns) => client.query(`select ${columns} from ${table}`).then((r) => r.rows);
    const items = {
      activities: await select('activities', 'id, title, price_pesos::float8, price_dolar::float8'),
      courses: await select('courses', 'id, title, price_pesos::float8, price_dolar::float8'),
      modules: await select('modules', 'id, title, type_module, price_pesos::float8, price_dolar::float8'),
    };
    const { people, enrolments } = enrolmentHistory({ count, items, now });
    await insertRows(client, 'users', people);
    await insertRows(client, 'purchases', enrolments);
    await client.query('commit');
    return { people: people.length, enrolments: enrolments.length };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/**
 * A full live module's waiting list of `count` people, each a new account, the first in line the one
 * who joined first: what the owner's list of that module reads. Answers the module's id.
 */
export async function seedWaitingList(client, { count, now = new Date() }) {
  await client.query('begin');
  try {
    const { rows } = await client.query(
      "select id, title from modules where type_module = 'sincronico' order by number limit 1",
    );
    const module = rows[0];
    const people = await client.query(
      `insert into users (username, email, first_name, last_name, confirmed_at)
       select 'espera' || n, 'espera' || n || '@example.com', 'Persona', 'En espera ' || n, $2
       from generate_series(1, $1::int) as n returning id`,
      [count, now],
    );
    await client.query(
      `insert into waiting_list (user_id, inscription_id, inscription_model, inscription_title, created_at)
       select person, $1, 'Module', $2, $3::timestamptz - (ordinality || ' minutes')::interval
       from unnest($4::uuid[]) with ordinality as person`,
      [module.id, module.title, now, people.rows.map((person) => person.id)],
    );
    await client.query('commit');
    return { moduleId: module.id, entries: count };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
