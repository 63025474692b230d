import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  messages,
  withdrawalMessages as texts,
  type Purchase,
  type Withdrawal,
} from '@constelaciones/contract';
import { auditLog, purchases, withdrawals } from '../../db/schema';
import { siteDigest } from '../../test/digest';
import { sessionFor } from '../../test/helper';
import {
  bought,
  buildPurchasesTestApp,
  confirmedByOwner,
  DAY_MS,
  mailsTo,
  newActivity,
  OWNER_EMAIL,
  student,
  type Caller,
} from '../../test/fixtures/purchases';

/*
 * The 'Botón de arrepentimiento' through the real app and a real mailbox (PGlite, and PostgreSQL when DATABASE_URL
 * names one): a request within the term and one after it, a reference that matches nothing, the owner's tab,
 * resolving a transfer and rejecting a late request, roles, bad input. Refunds at Mercado Pago and PayPal are in
 * withdrawal-refunds.test.ts.
 */
const testApp = await buildPurchasesTestApp();
const { app, deps } = testApp;
const { db } = deps.database;
const owner = await sessionFor(deps, 'ADMIN');

const ask = (payload: object) => app.inject({ method: 'POST', url: '/api/withdrawals', payload });
const act = (caller: { headers: object } | undefined, id: string, action: string, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/${action}`,
    headers: { ...caller?.headers },
    payload,
  });
const list = async () =>
  (await app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: owner.headers })).json<{
    withdrawals: Withdrawal[];
  }>().withdrawals;
const requestOf = async (code: string) => (await list()).find((withdrawal) => withdrawal.code === code)!;

/** A student's purchase of a new activity by transfer, paid (the owner confirmed it) `daysAgo` days ago. */
async function paidTransfer(daysAgo: number): Promise<{ caller: Caller; purchase: Purchase }> {
  const caller = await student(deps);
  const purchase = await bought(app, caller, {
    inscription: (await newActivity(deps)).id,
    inscriptionModel: 'Activity',
    wayToPay: 'transfer',
  });
  await confirmedByOwner(app, owner, purchase);
  await db
    .update(purchases)
    .set({ createdAt: new Date(Date.now() - daysAgo * DAY_MS) })
    .where(eq(purchases.id, purchase._id));
  return { caller, purchase };
}

/** What the person types: her name, an e-mail and the reference, as she may write them. */
const form = (caller: Caller, purchase: Purchase, values: object = {}) => ({
  name: 'Ana Diaz',
  email: caller.email.toUpperCase(),
  reference: purchase.reference.toLowerCase().replace('-', ' '),
  reason: 'No voy a poder ir.',
  ...values,
});

async function sent(payload: object) {
  const res = await ask(payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ code: string; withinTerm: boolean | null; msg: string }>();
}

describe('POST /api/withdrawals (anyone, no account)', () => {
  it('takes a request within 10 days: its code at once, stored with its purchase, the person and the owner e-mailed', async () => {
    const { caller, purchase } = await paidTransfer(3);
    const receipt = await sent(form(caller, purchase));
    expect(receipt.code).toMatch(/^ARR-[A-HJ-NP-Z2-9]{6}$/);
    expect(receipt.withinTerm).toBe(true);
    expect(receipt.msg).toBe(
      `${texts.received(receipt.code)} ${texts.emailed(caller.email)} ${texts.withinTerm}`,
    );

    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.code, receipt.code));
    expect(row).toMatchObject({
      name: 'Ana Diaz',
      email: caller.email,
      reference: purchase.reference,
      reason: 'No voy a poder ir.',
      purchaseId: purchase._id,
      withinTerm: true,
      state: 'open',
      resolvedAt: null,
    });

    const [mail, ...more] = await mailsTo(testApp, caller.email, receipt.code);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Recibimos tu solicitud de arrepentimiento ${receipt.code}`);
    expect(mail!.text).toContain('¡Hola, Ana Diaz!');
    expect(mail!.text).toContain('La enviaste dentro de los 10 días corridos desde tu inscripción');
    expect(mail!.text).toContain(`Referencia de la inscripción: ${purchase.reference}`);
    expect(mail!.text).toContain('Inscripción: Taller de prueba');
    // What the person wrote reaches the owner only.
    expect(mail!.text).not.toContain('No voy a poder ir.');

    const [notice] = await mailsTo(testApp, OWNER_EMAIL, receipt.code);
    expect(notice!.subject).toBe(`Solicitud de arrepentimiento ${receipt.code} (${purchase.reference})`);
    for (const part of [
      'Hola, Mariana Ríos:',
      'Ana Diaz pidió revocar una inscripción con el botón de arrepentimiento.',
      'Llegó dentro de los 10 días corridos desde la inscripción',
      `Correo: ${caller.email}`,
      'Importe: $ 12.000',
      'Medio de pago: Transferencia',
      'Estado del pago: Confirmado',
      'Motivo: No voy a poder ir.',
      'Arrepentimientos: http://sitio.test/admin/arrepentimientos',
    ]) {
      expect(notice!.text).toContain(part);
    }
  });

  it('still takes a request after 10 days, and says that the term has passed', async () => {
    const { caller, purchase } = await paidTransfer(15);
    const receipt = await sent(form(caller, purchase, { reason: '' }));
    expect(receipt.withinTerm).toBe(false);
    expect(receipt.msg).toContain(texts.termPassed);
    const stored = await requestOf(receipt.code);
    expect(stored).toMatchObject({ withinTerm: false, reason: '', state: 'open' });
    expect(stored.purchase).toMatchObject({ _id: purchase._id, state: 'paid' });

    const [mail] = await mailsTo(testApp, caller.email, receipt.code);
    expect(mail!.text).toContain('El plazo de 10 días corridos desde tu inscripción ya pasó');
    const [notice] = await mailsTo(testApp, OWNER_EMAIL, receipt.code);
    expect(notice!.text).toContain('Llegó después de los 10 días corridos desde la inscripción');
    expect(notice!.text).toContain('Motivo: (sin motivo)');
  });

  it('tells a stranger nothing about a reference: another e-mail answers as a reference that does not exist', async () => {
    const { purchase } = await paidTransfer(1);
    const stranger = { name: 'Otra Persona', email: 'otra.persona@example.com' };
    const known = await sent({ ...stranger, reference: purchase.reference });
    const unknown = await sent({ ...stranger, reference: 'INS-ZZZZZZ' });
    for (const receipt of [known, unknown]) {
      expect(receipt.withinTerm).toBeNull();
      expect(receipt.msg).toBe(
        `${texts.received(receipt.code)} ${texts.emailed(stranger.email)} ${texts.notMatched}`,
      );
      expect(await requestOf(receipt.code)).toMatchObject({
        purchase: null,
        withinTerm: null,
        termLastDay: null,
      });
    }
    const [mail] = await mailsTo(testApp, stranger.email, known.code);
    expect(mail!.text).toContain(`No encontramos una inscripción con la referencia ${purchase.reference}`);
    expect(mail!.text).not.toContain('Taller de prueba');
  });

  it('refuses bad input with a Spanish 400 for each field, and stores and sends nothing', async () => {
    await deps.mail.drain();
    const before = await siteDigest(deps);
    const cases: [object, Record<string, string>][] = [
      [{}, { name: texts.nameRequired, email: 'Campo requerido', reference: texts.referenceInvalid }],
      [
        { name: ' ', email: 'sin-arroba', reference: 'INS-12' },
        { name: texts.nameRequired, email: 'Email no válido', reference: texts.referenceInvalid },
      ],
      [
        { name: 'Ana', email: 'ana@example.com', reference: 'INS-7K3F9Q', reason: 'x'.repeat(2001) },
        { reason: 'Máximo 2.000 caracteres' },
      ],
      [
        { name: 'Ana\u0000', email: 'ana@example.com', reference: 'INS-7K3F9Q' },
        { name: 'El texto tiene caracteres no permitidos.' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ msg: Object.values(errors)[0], errors });
    }
    expect(await siteDigest(deps)).toEqual(before);
  });
});

describe("the owner's tab 'Arrepentimientos'", () => {
  it('lists every request, newest first, with its purchase and the last day of its term', async () => {
    const { caller, purchase } = await paidTransfer(2);
    const receipt = await sent(form(caller, purchase));
    const [newest] = await list();
    expect(newest).toMatchObject({
      code: receipt.code,
      name: 'Ana Diaz',
      email: caller.email,
      reference: purchase.reference,
      withinTerm: true,
      state: 'open',
      resolutionNote: '',
      purchase: {
        _id: purchase._id,
        inscription: { title: 'Taller de prueba' },
        amount: 12000,
        currency: 'ARS',
        wayToPay: 'transfer',
        state: 'paid',
      },
    });
    expect(newest!.termLastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('resolves a transfer once the owner says she returned the money: refunded, closed, audited, the person told, once', async () => {
    const { caller, purchase } = await paidTransfer(4);
    const { code } = await sent(form(caller, purchase));
    const { _id: id } = await requestOf(code);

    const unconfirmed = await act(owner, id, 'resolve');
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json()).toEqual({
      msg: texts.moneyReturnedRequired,
      errors: { moneyReturned: texts.moneyReturnedRequired },
    });
    expect((await requestOf(code)).state).toBe('open');

    const answers = await Promise.all([
      act(owner, id, 'resolve', { moneyReturned: true, note: 'Te transferí el total.' }),
      act(owner, id, 'resolve', { moneyReturned: true, note: 'Te transferí el total.' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const done = answers
      .find((res) => res.statusCode === 200)!
      .json<{ withdrawal: Withdrawal; msg: string }>();
    expect(done.msg).toBe(texts.resolved);
    expect(done.withdrawal).toMatchObject({
      state: 'resolved',
      resolutionNote: 'Te transferí el total.',
      purchase: { state: 'refunded', pay: false },
    });
    expect(answers.find((res) => res.statusCode === 409)!.json().msg).toBe(texts.alreadyClosed);
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id));
    expect(row).toMatchObject({ state: 'resolved', resolvedBy: owner.userId });

    const audit = await db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(audit).toMatchObject([
      {
        entity: 'withdrawal',
        action: 'update',
        actorId: owner.userId,
        before: { state: 'open' },
        after: { state: 'resolved' },
      },
    ]);
    const refunds = (await db.select().from(auditLog).where(eq(auditLog.entityId, purchase._id))).filter(
      (entry) => (entry.after as { state?: string } | null)?.state === 'refunded',
    );
    expect(refunds).toHaveLength(1);

    const answersMailed = await mailsTo(
      testApp,
      caller.email,
      `Tu solicitud de arrepentimiento ${code} fue resuelta`,
    );
    expect(answersMailed).toHaveLength(1);
    expect(answersMailed[0]!.text).toContain(
      'aceptó tu solicitud y te reintegró el pago de tu inscripción en Taller de prueba ($ 12.000, por Transferencia). La devolución se hizo por transferencia.',
    );
    expect(answersMailed[0]!.text).toContain('Nota de Mariana Ríos: Te transferí el total.');

    expect((await act(owner, id, 'reject', { note: 'Tarde.' })).statusCode).toBe(409);
  });

  it('resolves a request whose purchase was never paid without any refund, cancelling the purchase', async () => {
    const caller = await student(deps);
    const purchase = await bought(app, caller, {
      inscription: (await newActivity(deps)).id,
      inscriptionModel: 'Activity',
      wayToPay: 'transfer',
    });
    const { code } = await sent(form(caller, purchase));
    const res = await act(owner, (await requestOf(code))._id, 'resolve');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().withdrawal.purchase).toMatchObject({ state: 'cancelled' });
    const entries = await db.select().from(auditLog).where(eq(auditLog.entityId, purchase._id));
    expect(entries.find((entry) => entry.action === 'update')).toMatchObject({
      entity: 'purchase',
      actorId: owner.userId,
      after: expect.objectContaining({ state: 'cancelled' }),
    });
    const [answer] = await mailsTo(testApp, caller.email, `${code} fue resuelta`);
    expect(answer!.text).toContain('no tenía un pago registrado, así que no hay nada que reintegrar');
  });

  it('rejects a late request with the reason the person receives; never one within the term', async () => {
    const late = await paidTransfer(20);
    const lateCode = (await sent(form(late.caller, late.purchase))).code;
    const lateId = (await requestOf(lateCode))._id;
    const blank = await act(owner, lateId, 'reject', { note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(texts.noteRequired);

    const rejected = await act(owner, lateId, 'reject', { note: 'El taller ya se hizo y participaste.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      msg: texts.rejected,
      withdrawal: {
        state: 'rejected',
        resolutionNote: 'El taller ya se hizo y participaste.',
        purchase: { state: 'paid' },
      },
    });
    const [answer] = await mailsTo(
      testApp,
      late.caller.email,
      `Respuesta a tu solicitud de arrepentimiento ${lateCode}`,
    );
    expect(answer!.text).toContain('revisó tu solicitud y no corresponde el reintegro.');
    expect(answer!.text).toContain('Nota de Mariana Ríos: El taller ya se hizo y participaste.');
    expect(await db.select().from(auditLog).where(eq(auditLog.entityId, lateId))).toMatchObject([
      { entity: 'withdrawal', action: 'update', after: { state: 'rejected' } },
    ]);

    const recent = await paidTransfer(1);
    const recentId = (await requestOf((await sent(form(recent.caller, recent.purchase))).code))._id;
    const refused = await act(owner, recentId, 'reject', { note: 'No.' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toBe(texts.rejectWithinTerm);
    expect((await list()).find((withdrawal) => withdrawal._id === recentId)!.state).toBe('open');
  });

  it('is the owner’s alone: 401 without a session, 403 for a student, 404 for an unknown request', async () => {
    const { caller, purchase } = await paidTransfer(2);
    const { code } = await sent(form(caller, purchase));
    const { _id: id } = await requestOf(code);
    await deps.mail.drain();
    const before = await siteDigest(deps);
    expect((await app.inject({ method: 'GET', url: '/api/admin/withdrawals' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/admin/withdrawals', headers: caller.headers }))
        .statusCode,
    ).toBe(403);
    for (const action of ['resolve', 'reject']) {
      expect((await act(undefined, id, action, { note: 'x', moneyReturned: true })).statusCode).toBe(401);
      expect((await act(caller, id, action, { note: 'x', moneyReturned: true })).statusCode).toBe(403);
    }
    expect(await siteDigest(deps)).toEqual(before);
    const unknown = await act(owner, '00000000-0000-4000-8000-000000000000', 'resolve');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().msg).toBe(messages.server.notFound);
  });
});
