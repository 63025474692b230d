// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { invoicingEndpoints, invoicingMessages as texts } from '@constelaciones/contract';
import { anInvoice, answer, callsTo, renderScreen } from '../../../test/support';
import { InvoiceList } from './InvoiceList';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const authorised = anInvoice();
const rejected = anInvoice({
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0901',
  state: 'rejected',
  number: null,
  date: null,
  cae: null,
  caeDue: null,
  reference: 'INS-2B8M4P',
  problem: { code: '10016', message: texts.arca.unexpected('10016', 'El número no es el siguiente') },
});

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('Comprobantes emitidos', () => {
  it('says so when there are none', () => {
    renderScreen(<InvoiceList invoices={[]} />);
    expect(screen.getByText(texts.listEmpty)).toBeVisible();
  });

  it('shows an authorised one with its number, total, CAE and its PDF', async () => {
    answer(invoicingEndpoints.pdf, '%PDF-1.7');
    const { user } = renderScreen(<InvoiceList invoices={[authorised]} />);
    const row = within(rowOf('00003-00000012'));
    expect(row.getByRole('rowheader')).toHaveTextContent('Factura C 00003-00000012');
    expect(row.getByText('12/03/2030')).toBeVisible();
    expect(row.getByText('$ 25.000')).toBeVisible();
    expect(row.getByText(texts.states.authorised)).toBeVisible();
    expect(row.getByText('75123456789012')).toBeVisible();
    expect(row.queryByRole('button', { name: /Reintentar/ })).toBeNull();
    await user.click(row.getByRole('button', { name: 'PDF Factura C 00003-00000012' }));
    expect(callsTo(invoicingEndpoints.pdf)).toEqual([{ params: { id: authorised._id } }]);
  });

  it('shows a rejected one with ARCA’s code and what it said, and asks ARCA again', async () => {
    answer(invoicingEndpoints.retry, { invoice: { ...rejected, state: 'pending' }, msg: texts.retried });
    const { user } = renderScreen(<InvoiceList invoices={[rejected, authorised]} />);
    const row = within(rowOf('INS-2B8M4P'));
    expect(row.getByText(texts.rejectedBy('10016'))).toBeVisible();
    expect(row.getByText(rejected.problem!.message)).toBeVisible();
    expect(row.queryByRole('button', { name: /PDF/ })).toBeNull();
    await user.click(row.getByRole('button', { name: 'Reintentar Factura C INS-2B8M4P' }));
    expect(await row.findByRole('status')).toHaveTextContent(texts.retried);
    expect(callsTo(invoicingEndpoints.retry)).toEqual([{ params: { id: rejected._id } }]);
  });
});
