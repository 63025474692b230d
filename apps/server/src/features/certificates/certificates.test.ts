import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  certificateTexts as texts,
  messages,
  type Certificate,
  type CertificateCheck,
  type MyData,
} from '@constelaciones/contract';
import { auditLog, certificates, modules, purchases, users } from '../../db/schema';
import { buildTestApp, sessionFor } from '../../test/helper';
import { pdfInfo, pdfText } from '../../test/pdf';

/*
 * Certificates through the real app and a real database (PGlite, or PostgreSQL with DATABASE_URL): issued once per
 * holder and item, printed for the holder and the owner only, checked by anyone, revoked by the owner.
 */
const { app, deps } = await buildTestApp();
const { db } = deps.database;
const trainingModules = await db.select().from(modules);
const numbers = [...new Set(trainingModules.map((module) => module.number))];
const liveModule = (number: number) =>
  trainingModules.find((module) => module.number === number && module.typeModule === 'sincronico')!;
const MODULE_DAY = '2026-03-14';
await db
  .update(modules)
  .set({ date: new Date(`${MODULE_DAY}T13:00:00Z`) })
  .where(eq(modules.id, liveModule(numbers[0]!).id));

type Caller = Awaited<ReturnType<typeof sessionFor>>;
const owner = await sessionFor(deps, 'ADMIN');

/** A student named with accents, with a paid purchase of each module given, finished or not. */
async function student(finished: number[], unfinished: number[] = []): Promise<Caller> {
  const caller = await sessionFor(deps, 'USER');
  await db
    .update(users)
    .set({ firstName: 'María José', lastName: 'Núñez Peña' })
    .where(eq(users.id, caller.userId));
  for (const [list, finish] of [
    [finished, true],
    [unfinished, false],
  ] as const) {
    for (const number of list) {
      const module = liveModule(number);
      await db.insert(purchases).values({
        userId: caller.userId,
        inscriptionId: module.id,
        inscriptionModel: 'Module',
        inscriptionTitle: module.title,
        typeModule: module.typeModule,
        wayToPay: 'transfer',
        state: 'paid',
        pay: true,
        finish,
        amount: 1000,
        currency: 'ARS',
        reference: `C-${randomUUID().slice(0, 8)}`,
      });
    }
  }
  return caller;
}

const issue = (caller: Caller | null, payload: object) =>
  app.inject({ method: 'POST', url: '/api/certificates/issue', headers: caller?.headers ?? {}, payload });
const pdfOf = (caller: Caller | null, code: string) =>
  app.inject({ method: 'GET', url: `/api/certificates/${code}/pdf`, headers: caller?.headers ?? {} });
const verify = (code: string) => app.inject({ method: 'GET', url: `/api/certificates/verify/${code}` });
const revoke = (caller: Caller, code: string, reason: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/certificates/${code}/revoke`,
    headers: caller.headers,
    payload: { reason },
  });
const mine = async (caller: Caller) => {
  const res = await app.inject({ method: 'GET', url: '/api/certificates/mine', headers: caller.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ graduated: boolean; certificates: Certificate[] }>();
};

const codeOf = (disposition: unknown) => /certificado-([A-Z2-7]{26})\.pdf/.exec(String(disposition))![1]!;

describe('a module certificate', () => {
  it('is issued once to the holder as a one-page PDF with her name, the module, the hours and the code', async () => {
    const holder = await student([numbers[0]!]);
    const module = liveModule(numbers[0]!);
    const first = await issue(holder, { kind: 'module', module: module.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const code = codeOf(first.headers['content-disposition']);
    const text = pdfText(first.rawPayload);
    expect(text).toContain('María José Núñez Peña');
    expect(text).toContain(code);
    expect(text).toContain(`Módulo ${module.number}`);
    expect(text).toContain('14 horas');
    expect(text).toContain('14/03/2026');
    // A4 landscape, one page.
    const info = pdfInfo(first.rawPayload);
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+841\.89 x 595\.28 pts \(A4\)/);

    // Asking again gives the same certificate, the same code.
    const again = await issue(holder, { kind: 'module', module: module.id });
    expect(codeOf(again.headers['content-disposition'])).toBe(code);
    const rows = await db.select().from(certificates).where(eq(certificates.userId, holder.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'module', moduleId: module.id, hours: 14, startsOn: MODULE_DAY });
    expect((await mine(holder)).certificates.map((each) => each.code)).toEqual([code]);

    // The owner downloads it too; another student, or nobody, does not.
    const byOwner = await pdfOf(owner, code);
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.headers['content-type']).toBe('application/pdf');
    expect((await pdfOf(holder, code)).statusCode).toBe(200);
    const other = await pdfOf(await student([numbers[0]!]), code);
    expect(other.statusCode).toBe(404);
    expect(other.json().msg).toBe(texts.unknown);
    expect((await pdfOf(null, code)).statusCode).toBe(401);
  });

  it('is refused in Spanish for a module not finished, or not bought', async () => {
    const holder = await student([], [numbers[1]!]);
    const unfinished = await issue(holder, { kind: 'module', module: liveModule(numbers[1]!).id });
    expect(unfinished.statusCode).toBe(409);
    expect(unfinished.json().msg).toBe(texts.notFinished);
    const notBought = await issue(holder, { kind: 'module', module: liveModule(numbers[2]!).id });
    expect(notBought.statusCode).toBe(409);
    expect(await db.select().from(certificates).where(eq(certificates.userId, holder.userId))).toEqual([]);
  });
});

describe('the training certificate', () => {
  it('needs every module finished, then counts their hours', async () => {
    const almost = await student(numbers.slice(1));
    expect((await mine(almost)).graduated).toBe(false);
    const refused = await issue(almost, { kind: 'training' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(texts.notGraduated);

    const graduate = await student(numbers);
    expect((await mine(graduate)).graduated).toBe(true);
    const res = await issue(graduate, { kind: 'training' });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Certificado de la Formación');
    expect(text).toContain(`${numbers.length * 14} horas`);
    expect(text).toContain(codeOf(res.headers['content-disposition']));
  });
});

describe('verification and revocation', () => {
  it("shows 'Válido', then 'Revocado' once the owner revokes it (audited, the reason kept private)", async () => {
    const holder = await student([numbers[0]!]);
    const module = liveModule(numbers[0]!);
    const code = codeOf(
      (await issue(holder, { kind: 'module', module: module.id })).headers['content-disposition'],
    );

    const valid = await verify(code.toLowerCase());
    expect(valid.statusCode, valid.body).toBe(200);
    expect(valid.headers['x-robots-tag']).toBe('noindex');
    const check = valid.json<{ certificate: CertificateCheck }>().certificate;
    expect(check).toMatchObject({ code, holderName: 'María José Núñez Peña', hours: 14, valid: true });
    expect(JSON.stringify(check)).not.toContain(holder.email);

    expect((await revoke(holder, code, 'Por error')).statusCode).toBe(403);
    const res = await revoke(owner, code, 'Emitido con el nombre mal escrito');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe(texts.revokedMsg);
    const revoked = (await verify(code)).json<{ certificate: CertificateCheck }>().certificate;
    expect(revoked.valid).toBe(false);
    expect(revoked.revokedAt).not.toBeNull();
    expect(JSON.stringify(revoked)).not.toContain('mal escrito');
    expect((await revoke(owner, code, 'Otra vez')).statusCode).toBe(409);

    const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
    const entries = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.entityId, row!.id)));
    expect(entries.map((entry) => entry.action).sort()).toEqual(['create', 'update']);
    const update = entries.find((entry) => entry.action === 'update')!;
    expect(update.actorId).toBe(owner.userId);
    expect(update.after).toMatchObject({ reason: 'Emitido con el nombre mal escrito' });

    // Its holder no longer downloads it; she may be issued a new one (a new code) while she still qualifies.
    expect((await pdfOf(holder, code)).statusCode).toBe(410);
    expect((await pdfOf(owner, code)).statusCode).toBe(200);
    const renewed = await issue(holder, { kind: 'module', module: module.id });
    expect(codeOf(renewed.headers['content-disposition'])).not.toBe(code);

    // The owner's list shows both, the reason to her.
    const list = await app.inject({
      method: 'GET',
      url: `/api/admin/certificates?search=${encodeURIComponent('Núñez')}`,
      headers: owner.headers,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().certificates.find((each: Certificate) => each.code === code).reason).toBe(
      'Emitido con el nombre mal escrito',
    );

    // 'Mis datos' holds both, the revoked one too, their entries in her log, and the module with its state.
    const data = await app.inject({ method: 'GET', url: '/api/user/my-data', headers: holder.headers });
    expect(data.statusCode, data.body).toBe(200);
    const mine = data.json<MyData>();
    expect(mine.certificates.map((each) => each.code).sort()).toEqual(
      [code, codeOf(renewed.headers['content-disposition'])].sort(),
    );
    expect(mine.changes.filter((change) => change.entity === 'certificate')).toHaveLength(3);
    expect(mine.attendance.map((entry) => [entry.module, entry.finished])).toEqual([[module.id, true]]);
  });

  it('answers 404 in Spanish for an unknown code, and for one that cannot be a code', async () => {
    const unknown = await verify('A'.repeat(26));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(texts.unknown);
    const malformed = await verify('no-es-un-codigo');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().msg).toBe(messages.server.notFound);
  });
});
