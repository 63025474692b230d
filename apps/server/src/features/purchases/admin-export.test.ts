import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatDate, messages, type PurchaseMonth, type PurchaseGroup } from '@constelaciones/contract';
import { buildTestApp, sessionFor } from '../../test/helper';
import { newPurchase } from '../../test/fixtures/admin-purchases';
import { summaryMonths } from './summary';

/*
 * What 'Administrar inscriptos' reads besides a page: a grouped tab's lists (GET /purchases/groups), the CSV file
 * of a tab or a list (GET /purchases/csv) and the owner's monthly summary (GET /purchases/summary).
 * Each test's people share a surname no other test uses, so searching it scopes the lists to that test's rows.
 */
const { app, deps } = await buildTestApp();

async function get(url: string, role: 'ADMIN' | 'USER' = 'ADMIN') {
  const caller = await sessionFor(deps, role);
  return app.inject({ method: 'GET', url: `/api${url}`, headers: caller.headers });
}

const tagged = (label: string) => `${label}${randomUUID().slice(0, 6)}`;

describe('GET /purchases/groups (a grouped tab, one list per item)', () => {
  it('lists each item bought with its count under the search, most recently bought first', async () => {
    const surname = tagged('Grupo');
    const moduleA = randomUUID();
    const moduleB = randomUUID();
    const live = (firstName: string, module: string, title: string, minutesAgo: number, finish = false) =>
      newPurchase(deps, { firstName, lastName: surname }, 'live', minutesAgo, {
        inscriptionId: module,
        inscriptionTitle: title,
        finish,
      });
    const ana = await live('Ana', moduleA, 'Módulo 3', 30);
    const bea = await live('Bea', moduleA, 'Módulo 3', 10, true);
    await live('Ciro', moduleB, 'Módulo 5', 20);
    await newPurchase(deps, { firstName: 'Dora', lastName: surname }, 'Activity', 5);

    const res = await get(`/purchases/groups?tab=live&search=${surname}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ groups: PurchaseGroup[]; counts: Record<string, number> }>();
    expect(body.groups).toEqual([
      {
        inscription: { _id: moduleA, title: 'Módulo 3', typeModule: 'sincronico' },
        inscriptionModel: 'Module',
        count: 2,
      },
      {
        inscription: { _id: moduleB, title: 'Módulo 5', typeModule: 'sincronico' },
        inscriptionModel: 'Module',
        count: 1,
      },
    ]);
    expect(body.counts).toMatchObject({ all: 4, activities: 1, live: 3, liveUnfinished: 2 });

    // Unfinished only: module A keeps Ana, and is now behind module B.
    const unfinished = (await get(`/purchases/groups?tab=liveUnfinished&search=${surname}`)).json<{
      groups: PurchaseGroup[];
    }>();
    expect(unfinished.groups.map((group) => [group.inscription._id, group.count])).toEqual([
      [moduleB, 1],
      [moduleA, 1],
    ]);

    // A list, when opened: GET /purchases with the item.
    const opened = await get(`/purchases?tab=live&search=${surname}&inscription=${moduleA}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const list = opened.json<{ purchases: { _id: string }[]; total: number }>();
    expect(list.purchases.map((purchase) => purchase._id)).toEqual([bea.id, ana.id]);
    expect(list.total).toBe(2);
  });

  it('refuses a tab that is not grouped and a malformed item, in Spanish', async () => {
    for (const url of [
      '/purchases/groups?tab=all',
      '/purchases/groups',
      '/purchases?inscription=uno',
      '/purchases/csv?inscription=uno',
      '/purchases/csv?tab=nada',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ msg: string }>().msg, url).toBe(messages.purchase.listQueryInvalid);
    }
  });
});

/** The file's rows, the byte-order mark checked and taken off. */
function rowsOf(body: Buffer): string[] {
  expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = body.subarray(3).toString('utf8');
  expect(text.endsWith('\r\n')).toBe(true);
  return text.slice(0, -2).split('\r\n');
}

const HEADERS =
  'Nombre;Apellido;País;Fecha de nacimiento;Email;Teléfono;Método de pago;Pagado;Finalizado;Inscripto en;' +
  'Fecha del taller;Importe;Código de descuento;Descuento;Moneda;Estado;Referencia;Fecha de inscripción;Fecha de pago;Cuotas;' +
  'Total pagado;Neto recibido;Reintegrado;DNI o CUIL;Factura C;Nota de Crédito C';

describe('GET /purchases/csv (Descargar CSV)', () => {
  it("writes the tab's purchases under the search: Spanish headers, accents, quoting, no formulas", async () => {
    const surname = tagged('Núñez');
    const paidAt = new Date('2026-03-10T15:00:00Z');
    const estefania = await newPurchase(
      deps,
      { firstName: 'Estefanía', lastName: surname, email: `estefania.${surname}@example.com` },
      'Activity',
      2,
      {
        inscriptionTitle: 'Taller "Raíces"; día 1',
        phone: '+54 11 4567-8901',
        dateOfBirth: '1985-04-23',
        amount: 55000,
        state: 'paid',
        pay: true,
        paidAt,
        createdAt: new Date('2026-03-09T02:30:00Z'),
        finish: true,
        document: '27123456',
        installments: 3,
        paidTotal: 57200,
        netReceived: 51540.5,
        discountCode: 'RAICES-10',
        discount: 5500,
      },
    );
    const hostile = await newPurchase(
      deps,
      { firstName: '=HYPERLINK("http://x.example")', lastName: surname, email: `h.${surname}@example.com` },
      'Activity',
      1,
      { phone: '@SUM(A1)', amount: 60.5, currency: 'USD', wayToPay: 'pp', country: 'Chile' },
    );
    // Not in the file: another tab, another surname.
    await newPurchase(deps, { firstName: 'Ciro', lastName: surname }, 'live');
    await newPurchase(deps, { firstName: 'Estefanía', lastName: tagged('Otra') }, 'Activity');

    const res = await get(`/purchases/csv?tab=activities&search=${encodeURIComponent(surname)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="inscriptos-actividades.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(rowsOf(res.rawPayload)).toEqual([
      HEADERS,
      [
        `"'=HYPERLINK(""http://x.example"")"`,
        surname,
        'Chile',
        '',
        `h.${surname}@example.com`,
        "'@SUM(A1)",
        'PayPal',
        'No',
        'No',
        'Inscripción Activity',
        '',
        '60,50',
        '',
        '',
        'USD',
        'Pendiente...',
        hostile.reference,
        formatDate(hostile.createdAt.toISOString()),
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ].join(';'),
      [
        'Estefanía',
        surname,
        'Argentina',
        '23/04/1985',
        `estefania.${surname}@example.com`,
        '+54 11 4567-8901',
        'Transferencia',
        'Sí',
        'Sí',
        '"Taller ""Raíces""; día 1"',
        '',
        '55000,00',
        'RAICES-10',
        '5500,00',
        'ARS',
        'Confirmado',
        estefania.reference,
        // 02:30 UTC is still the 8th in Argentina.
        '08/03/2026',
        '10/03/2026',
        '3',
        '57200,00',
        '51540,50',
        '',
        '27123456',
        '',
        '',
      ].join(';'),
    ]);
  });

  it('writes one list of a grouped tab, named after its item, and only the headers when nothing matches', async () => {
    const surname = tagged('Lista');
    const module = randomUUID();
    for (const firstName of ['Ana', 'Bea']) {
      await newPurchase(deps, { firstName, lastName: surname }, 'recorded', 1, {
        inscriptionId: module,
        inscriptionTitle: 'Módulo 7 — Grabado',
      });
    }
    await newPurchase(deps, { firstName: 'Ciro', lastName: surname }, 'recorded');

    const res = await get(`/purchases/csv?tab=recorded&search=${surname}&inscription=${module}`);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="inscriptos-modulos-grabados-modulo-7-grabado.csv"',
    );
    const rows = rowsOf(res.rawPayload);
    expect(rows.slice(1).map((row) => row.split(';')[0])).toEqual(['Bea', 'Ana']);

    const none = await get(`/purchases/csv?tab=liveUnfinished&search=${tagged('Nadie')}`);
    expect(none.headers['content-disposition']).toBe(
      'attachment; filename="inscriptos-no-finalizados-modulos-en-directo.csv"',
    );
    expect(rowsOf(none.rawPayload)).toEqual([HEADERS]);
  });
});

describe('GET /purchases/summary', () => {
  const summary = async () => {
    const res = await get('/purchases/summary');
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ months: PurchaseMonth[] }>().months;
  };

  it('adds up the purchases made and, per currency, those paid each month by the date they were paid', async () => {
    const months = summaryMonths(new Date());
    const before = await summary();
    expect(before.map((entry) => entry.month)).toEqual(months);

    const person = { firstName: 'Resumen', lastName: tagged('Mes') };
    const paid = (paidAt: Date) => ({ state: 'paid' as const, pay: true, paidAt });
    const now = new Date();
    const earlier = new Date(`${months[9]}-15T12:00:00Z`);
    // This month: two paid in pesos, one in dollars, one pending, one refunded, one cancelled (not counted).
    await newPurchase(deps, person, 'Activity', 1, { amount: 12000, ...paid(now) });
    await newPurchase(deps, person, 'live', 1, { amount: 30000.5, ...paid(now) });
    await newPurchase(deps, person, 'recorded', 1, {
      amount: 60,
      currency: 'USD',
      wayToPay: 'pp',
      ...paid(now),
    });
    await newPurchase(deps, person, 'Activity', 1);
    await newPurchase(deps, person, 'Activity', 1, { state: 'refunded', paidAt: now });
    await newPurchase(deps, person, 'Activity', 1, { state: 'cancelled' });
    // Made two months ago, paid this month; and made and paid in months[9].
    await newPurchase(deps, person, 'Course', 0, { amount: 25000, createdAt: earlier, ...paid(now) });
    await newPurchase(deps, person, 'Course', 0, { amount: 7000, createdAt: earlier, ...paid(earlier) });
    // Before the summary's first month: not in it.
    await newPurchase(deps, person, 'Activity', 0, {
      createdAt: new Date(`${Number(months[0]!.slice(0, 4)) - 1}-06-15T12:00:00Z`),
      ...paid(new Date(`${Number(months[0]!.slice(0, 4)) - 1}-06-15T12:00:00Z`)),
    });

    const after = await summary();
    const change = after.map((entry, index) => {
      const old = before[index]!;
      return {
        month: entry.month,
        purchases: entry.purchases - old.purchases,
        ARS: [
          entry.received.ARS.count - old.received.ARS.count,
          entry.received.ARS.amount - old.received.ARS.amount,
        ],
        USD: [
          entry.received.USD.count - old.received.USD.count,
          entry.received.USD.amount - old.received.USD.amount,
        ],
      };
    });
    const nothing = { purchases: 0, ARS: [0, 0], USD: [0, 0] };
    expect(change).toEqual(
      months.map((month, index) =>
        index === 11
          ? { month, purchases: 5, ARS: [3, 67000.5], USD: [1, 60] }
          : index === 9
            ? { month, purchases: 2, ARS: [1, 7000], USD: [0, 0] }
            : { month, ...nothing },
      ),
    );
  });

  it('runs the months on the Argentine calendar', () => {
    // 02:00 UTC on the 1st of January is still the 31st of December in Argentina.
    const months = summaryMonths(new Date('2026-01-01T02:00:00Z'));
    expect(months).toHaveLength(12);
    expect([months[0], months[11]]).toEqual(['2025-01', '2025-12']);
    expect(summaryMonths(new Date('2026-01-01T03:00:00Z')).at(-1)).toBe('2026-01');
  });
});

describe('the owner only', () => {
  it('answers a USER 403 and nobody 401 on the groups, the CSV and the summary', async () => {
    for (const url of ['/purchases/groups?tab=live', '/purchases/csv?tab=all', '/purchases/summary']) {
      expect((await get(url, 'USER')).statusCode, url).toBe(403);
      expect((await app.inject({ method: 'GET', url: `/api${url}` })).statusCode, url).toBe(401);
    }
  });
});
