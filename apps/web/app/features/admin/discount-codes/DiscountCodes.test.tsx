// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  discountCodeEndpoints,
  discountCodeMessages as words,
  messages,
  type DiscountCode,
  type DiscountItemChoice,
} from '@constelaciones/contract';
import {
  answer,
  callsTo,
  expectFieldMessage,
  findPopup,
  ITEM_ID,
  refuse,
  renderScreen,
} from '../../../test/support';
import { DiscountCodes } from './DiscountCodes';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const MODULE_ID = '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0300';
const items: DiscountItemChoice[] = [
  { model: 'Activity', id: ITEM_ID, title: 'Charla abierta' },
  { model: 'Module', id: MODULE_ID, title: 'Módulo 1' },
];

const aCode = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0400',
  code: 'BIENVENIDA',
  kind: 'percent',
  percent: 15,
  amountArs: null,
  amountUsd: null,
  appliesTo: 'all',
  items: [],
  maxUses: null,
  oncePerPerson: false,
  validFrom: null,
  validUntil: null,
  used: 0,
  held: 0,
  createdAt: '2030-03-01T15:00:00.000Z',
  ...overrides,
});

/** A new code as the form sends it with nothing but its name and percentage. */
const percentBody = {
  code: 'BIENVENIDA',
  kind: 'percent',
  percent: 15,
  amountArs: null,
  amountUsd: null,
  appliesTo: 'all',
  items: [],
  maxUses: null,
  oncePerPerson: false,
  validFrom: null,
  validUntil: null,
};

function showTab(codes: DiscountCode[] = []) {
  const shown = renderScreen(<DiscountCodes codes={codes} items={items} />, {
    at: '/admin/codigos-de-descuento',
  });
  const field = (label: string) => screen.getByLabelText(label);
  const fill = async (label: string, text: string) => {
    await shown.user.click(field(label));
    await shown.user.paste(text);
  };
  const form = () => screen.getByRole('region', { name: /Crear código|Editar/ });
  /** A card's button: 'Editar' or 'Eliminar', the code's name after it for screen readers. */
  const cardButton = (code: string, action: string) =>
    within(screen.getByRole('listitem', { name: code })).getByRole('button', {
      name: new RegExp(`^${action}`),
    });
  return { ...shown, field, fill, form, cardButton };
}

describe('Códigos de descuento', () => {
  it('says she has none yet', () => {
    showTab();
    expect(screen.getByText(words.none)).toBeVisible();
  });

  it('lists each code with what it takes off, what for, its days and its uses', () => {
    showTab([
      aCode({ used: 3, held: 1, maxUses: 10 }),
      aCode({
        _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0401',
        code: 'AMIGOS',
        kind: 'amount',
        percent: null,
        amountArs: 1000,
        amountUsd: 10,
        appliesTo: 'chosen',
        items: [items[1]!],
        oncePerPerson: true,
        validFrom: '2030-04-01',
        validUntil: '2030-04-30',
      }),
    ]);
    const welcome = screen.getByRole('listitem', { name: 'BIENVENIDA' });
    expect(welcome).toHaveTextContent('15 %');
    expect(welcome).toHaveTextContent(words.everything);
    expect(welcome).toHaveTextContent('Usos: 3 de 10 (1 pendiente de pago)');
    expect(within(welcome).queryByText(words.oncePerPerson)).toBeNull();
    const friends = screen.getByRole('listitem', { name: 'AMIGOS' });
    expect(friends).toHaveTextContent('$ 1.000 / USD 10');
    expect(friends).toHaveTextContent('Módulo: Módulo 1');
    expect(friends).toHaveTextContent('01/04/2030');
    expect(friends).toHaveTextContent('30/04/2030');
    expect(friends).toHaveTextContent('Usos: 0');
    expect(within(friends).getByText(words.oncePerPerson)).toBeVisible();
  });

  it('creates a percentage code, in capitals, for every item, and says so', async () => {
    answer(discountCodeEndpoints.create, { code: aCode(), msg: words.created });
    const { user, fill, field } = showTab();
    await fill(words.code, 'bienvenida');
    await fill(words.percent, '15');
    await user.click(screen.getByRole('button', { name: words.create }));
    await findPopup(messages.popup.successTitle, words.created);
    expect(callsTo(discountCodeEndpoints.create)).toEqual([{ body: percentBody }]);
    expect(field(words.code)).toHaveValue('');
  });

  it('asks for an amount of a fixed discount, and leaves out the percentage typed before', async () => {
    answer(discountCodeEndpoints.create, { code: aCode(), msg: words.created });
    const { user, fill, field } = showTab();
    await fill(words.code, 'AMIGOS');
    await fill(words.percent, '150');
    await user.click(field(words.kinds.amount));
    expect(screen.queryByLabelText(words.percent)).toBeNull();
    await user.click(screen.getByRole('button', { name: words.create }));
    await expectFieldMessage(field(words.amountArs), words.amountRequired);
    expect(callsTo(discountCodeEndpoints.create)).toEqual([]);

    await fill(words.amountArs, '1000');
    await user.click(screen.getByRole('button', { name: words.create }));
    await findPopup(messages.popup.successTitle, words.created);
    expect(callsTo(discountCodeEndpoints.create)).toEqual([
      { body: { ...percentBody, code: 'AMIGOS', kind: 'amount', percent: null, amountArs: 1000 } },
    ]);
  });

  it('asks to choose an item when the code is for the chosen ones, then sends those', async () => {
    answer(discountCodeEndpoints.create, { code: aCode(), msg: words.created });
    const { user, fill, field } = showTab();
    await fill(words.code, 'BIENVENIDA');
    await fill(words.percent, '15');
    await user.click(field(words.appliesToChosen));
    await user.click(screen.getByRole('button', { name: words.create }));
    const chosen = screen.getByRole('group', { name: words.appliesToChosen });
    await vi.waitFor(() => expect(chosen).toHaveAccessibleDescription(words.itemsRequired));
    expect(callsTo(discountCodeEndpoints.create)).toEqual([]);

    const module = within(chosen).getByRole('group', { name: words.itemKinds.Module });
    await user.click(within(module).getByLabelText('Módulo 1'));
    await user.click(screen.getByRole('button', { name: words.create }));
    await findPopup(messages.popup.successTitle, words.created);
    expect(callsTo(discountCodeEndpoints.create)).toEqual([
      { body: { ...percentBody, appliesTo: 'chosen', items: [{ model: 'Module', id: MODULE_ID }] } },
    ]);
  });

  it('shows the server’s refusal beside its field', async () => {
    refuse(discountCodeEndpoints.create, 400, {
      msg: messages.server.invalidInput,
      errors: { validUntil: words.untilBeforeFrom },
    });
    const { user, fill, field } = showTab();
    await fill(words.code, 'BIENVENIDA');
    await fill(words.percent, '15');
    await user.click(screen.getByRole('button', { name: words.create }));
    await findPopup(messages.popup.errorTitle, messages.server.invalidInput);
    await expectFieldMessage(field(words.validUntil), `${words.untilBeforeFrom} ${words.validHint}`);
  });

  it('says a name already taken with the server’s message', async () => {
    refuse(discountCodeEndpoints.create, 409, { msg: words.duplicate });
    const { user, fill } = showTab();
    await fill(words.code, 'BIENVENIDA');
    await fill(words.percent, '15');
    await user.click(screen.getByRole('button', { name: words.create }));
    await findPopup(messages.popup.errorTitle, words.duplicate);
  });

  it('Editar fills the form with the code, and Guardar sends the changes to it', async () => {
    const saved = aCode({ kind: 'amount', percent: null, amountArs: 1000, maxUses: 5 });
    answer(discountCodeEndpoints.edit, { code: saved, msg: words.saved });
    const { user, field, fill, form, cardButton } = showTab([saved]);
    await user.click(cardButton('BIENVENIDA', words.edit));
    expect(form()).toHaveAccessibleName(`${words.edit} BIENVENIDA`);
    expect(field(words.code)).toHaveValue('BIENVENIDA');
    expect(field(words.kinds.amount)).toBeChecked();
    expect(field(words.amountArs)).toHaveValue(1000);
    await fill(words.amountUsd, '10');
    await user.click(screen.getByRole('button', { name: words.save }));
    await findPopup(messages.popup.successTitle, words.saved);
    expect(callsTo(discountCodeEndpoints.edit)).toEqual([
      {
        params: { id: saved._id },
        body: { ...percentBody, kind: 'amount', percent: null, amountArs: 1000, amountUsd: 10, maxUses: 5 },
      },
    ]);
    // Back to creating (under the popup, which hides the rest from the accessibility tree).
    expect(screen.getByText(words.create, { selector: 'h3' })).toBeVisible();
    expect(field(words.code)).toHaveValue('');
  });

  it('Eliminar asks first, then deletes the code', async () => {
    answer(discountCodeEndpoints.remove, { msg: words.deleted });
    const { user, cardButton } = showTab([aCode()]);
    await user.click(cardButton('BIENVENIDA', words.delete));
    const question = await findPopup(words.confirmDelete('BIENVENIDA'));
    await user.click(within(question).getByRole('button', { name: words.delete }));
    await findPopup(messages.popup.successTitle, words.deleted);
    expect(callsTo(discountCodeEndpoints.remove)).toEqual([{ params: { id: aCode()._id } }]);
  });
});
