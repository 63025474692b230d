// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  attendanceEndpoints,
  certificateEndpoints,
  certificateTexts,
  invoicingEndpoints,
  invoicingMessages,
  messages,
  waitingListEndpoints,
  type Invoice,
  type MyAttendance as AttendanceEntry,
  type Purchase,
  type WaitingEntry,
} from '@constelaciones/contract';
import { attendanceMessages } from '@constelaciones/contract/attendance';
import { formatPrice } from '@constelaciones/contract/format';
import { placesMessages } from '@constelaciones/contract/places-messages';
import {
  anInvoice,
  answer,
  aPurchase,
  aUser,
  callsTo,
  findPopup,
  refuse,
  renderScreen,
} from '../test/support';
import { MyCourses } from './profile';

vi.mock('../lib/client', () => import('../test/support'));

const moduleId = (n: number) => `0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f01${String(n).padStart(2, '0')}`;

/** A purchase of a training module, paid. */
const moduleBought = (n: number, finish: boolean): Purchase =>
  aPurchase({
    _id: moduleId(50 + n),
    inscription: { _id: moduleId(n), title: `Módulo ${n}`, typeModule: 'sincronico' },
    inscriptionModel: 'Module',
    state: 'paid',
    pay: true,
    finish,
    wayToPay: 'mp',
    reference: `INS-MOD${n}`,
  });

const attendance = (overrides: Partial<AttendanceEntry>): AttendanceEntry => ({
  module: moduleId(1),
  title: 'Módulo 1',
  number: 1,
  typeModule: 'sincronico',
  date: '2030-04-12',
  moduleHours: 14,
  allowedMissedHours: 3,
  recorded: true,
  current: false,
  finished: true,
  ruleFinished: true,
  attendedHours: 14,
  missedHours: 0,
  mayStillMiss: 3,
  reason: '',
  ...overrides,
});

function showCourses(
  purchases: Purchase[],
  {
    graduated = false,
    modules = [],
    waitingLists = [],
    invoices = [],
    resend = vi.fn(),
  }: {
    graduated?: boolean;
    modules?: AttendanceEntry[];
    waitingLists?: WaitingEntry[];
    /** Her comprobantes; null: the call fails. */
    invoices?: Invoice[] | null;
    resend?: () => Promise<{ ok: boolean; msg: string }>;
  } = {},
) {
  answer(certificateEndpoints.mine, { graduated, certificates: [] });
  if (invoices) answer(invoicingEndpoints.mine, { invoices });
  else refuse(invoicingEndpoints.mine, 500, {});
  answer(attendanceEndpoints.mine, { modules });
  answer(waitingListEndpoints.mine, { entries: waitingLists });
  return renderScreen(
    <MyCourses
      purchases={purchases}
      dates={[]}
      owner="Mariana Ríos"
      readAt="2030-03-10T15:00:00.000Z"
      resendDetails={resend}
    />,
    { session: aUser() },
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('Mis Cursos', () => {
  it('lists each finished module once, by title, with its certificate', () => {
    showCourses([moduleBought(1, true), moduleBought(2, false), moduleBought(3, true)]);
    const table = screen.getByRole('table', { name: 'Módulos completados' });
    expect(rowsOf(table)).toEqual([
      ['Módulo 1', certificateTexts.download],
      ['Módulo 3', certificateTexts.download],
    ]);
  });

  it('asks the server for a finished module’s certificate', async () => {
    const { user } = showCourses([moduleBought(1, true)]);
    answer(certificateEndpoints.issue, '%PDF-1.7');
    await user.click(screen.getByRole('button', { name: certificateTexts.download }));
    expect(callsTo(certificateEndpoints.issue)).toEqual([{ body: { kind: 'module', module: moduleId(1) } }]);
  });

  it('says so when no module is finished yet, and the training’s certificate once she graduated', async () => {
    showCourses([moduleBought(2, false)], { graduated: true });
    expect(screen.queryByRole('table', { name: 'Módulos completados' })).toBeNull();
    expect(screen.getByText(/Todavía no completaste ningún módulo/)).toBeVisible();
    expect(await screen.findByText(certificateTexts.trainingDone)).toBeVisible();
  });

  it('shows each purchase with its state, amount and way to pay', () => {
    showCourses([aPurchase(), moduleBought(1, false)]);
    const [talk, module] = screen.getAllByRole('listitem');
    expect(within(talk!).getByRole('heading', { name: 'Charla abierta' })).toBeVisible();
    expect(talk).toHaveTextContent(messages.purchase.states.pending);
    expect(talk).toHaveTextContent(formatPrice(5000, 'ARS'));
    expect(talk).toHaveTextContent(messages.purchase.waysToPay.transfer);
    expect(module).toHaveTextContent('Módulo en directo · Referencia INS-MOD1');
    expect(module).toHaveTextContent(messages.purchase.states.paid);
    expect(module).toHaveTextContent(messages.purchase.waysToPay.mp);
  });

  it('e-mails a pending transfer’s details again, and only that one’s', async () => {
    const resend = vi.fn(() => Promise.resolve({ ok: true, msg: messages.checkout.transferSent }));
    const expired = aPurchase({ _id: moduleId(70), state: 'expired', reference: 'INS-VENCIDA' });
    const { user } = showCourses([aPurchase(), expired, moduleBought(1, false)], { resend });
    const buttons = screen.getAllByRole('button', { name: /^Reenviar los datos de pago/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    await findPopup(messages.popup.successTitle, messages.checkout.transferSent);
    expect(resend).toHaveBeenCalledWith(aPurchase());
  });

  it('offers each comprobante of a purchase, by number, next to that purchase only', async () => {
    const creditNote = anInvoice({ _id: moduleId(80), kind: 'credit-note', number: '00003-00000002' });
    const other = anInvoice({ _id: moduleId(81), purchaseId: moduleId(51), number: '00003-00000013' });
    const { user } = showCourses([aPurchase(), moduleBought(1, false)], {
      invoices: [anInvoice(), creditNote, other],
    });
    const [talk, module] = screen.getAllByRole('listitem');
    const invoice = await within(talk!).findByRole('button', {
      name: `${invoicingMessages.download} 00003-00000012`,
    });
    expect(
      within(talk!).getByRole('button', { name: `${invoicingMessages.downloadCreditNote} 00003-00000002` }),
    ).toBeVisible();
    expect(
      within(module!).getByRole('button', { name: `${invoicingMessages.download} 00003-00000013` }),
    ).toBeVisible();
    answer(invoicingEndpoints.pdf, '%PDF-1.7');
    await user.click(invoice);
    expect(callsTo(invoicingEndpoints.pdf)).toEqual([{ params: { id: anInvoice()._id } }]);
  });

  it('shows the purchases without their comprobantes when those cannot be read', async () => {
    showCourses([aPurchase()], { invoices: null });
    await waitFor(() => expect(callsTo(invoicingEndpoints.mine)).toHaveLength(1));
    expect(screen.getByRole('heading', { name: 'Charla abierta' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Descargar factura/ })).toBeNull();
  });

  it('tables the hours attended per module, and what she may still miss in the current one', async () => {
    showCourses([], {
      modules: [
        attendance({}),
        attendance({
          module: moduleId(2),
          title: 'Módulo 2',
          number: 2,
          current: true,
          recorded: false,
          finished: false,
          ruleFinished: false,
          attendedHours: 0,
          mayStillMiss: 3,
        }),
        attendance({ module: moduleId(3), title: 'Módulo 3', number: 3, typeModule: 'asincronico' }),
      ],
    });
    const table = await screen.findByRole('table', { name: attendanceMessages.myTitle });
    expect(rowsOf(table)).toEqual([
      ['Módulo 1', attendanceMessages.attended(14, 14), attendanceMessages.finished],
      ['Módulo 2', attendanceMessages.notRecorded, 'En curso'],
      ['Módulo 3', attendanceMessages.recorded, attendanceMessages.finished],
    ]);
    expect(screen.getByText(attendanceMessages.mayStillMiss('Módulo 2', 3))).toBeVisible();
  });

  it('lists her waiting lists with her place, and she can leave one', async () => {
    const entry: WaitingEntry = {
      _id: moduleId(90),
      inscription: { _id: moduleId(91), title: 'Taller de verano' },
      inscriptionModel: 'Activity',
      courseDate: null,
      position: 2,
      offerUntil: null,
      createdAt: '2030-03-10T15:00:00.000Z',
    };
    answer(waitingListEndpoints.leave, { msg: placesMessages.leftList });
    const { user } = showCourses([], { waitingLists: [entry] });
    expect(await screen.findByText(placesMessages.onList(2))).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Salir de la lista de espera/ }));
    await findPopup(messages.popup.successTitle, placesMessages.leftList);
    expect(screen.queryByText(placesMessages.onList(2))).toBeNull();
    expect(callsTo(waitingListEndpoints.leave)).toEqual([{ params: { id: entry._id } }]);
  });
});
