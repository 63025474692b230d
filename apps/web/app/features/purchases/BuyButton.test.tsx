// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  messages,
  profileEndpoints,
  purchaseEndpoints,
  waitingListEndpoints,
} from '@constelaciones/contract';
import { placesMessages } from '@constelaciones/contract/places-messages';
import {
  answer,
  aUser,
  callsTo,
  expectFieldMessage,
  ITEM_ID,
  renderScreen,
  type Session,
} from '../../test/support';
import { BuyButton, BuyModuleButton } from './BuyButton';
import type { PurchaseProduct } from './product';

vi.mock('../../lib/client', () => import('../../test/support'));

const { validation } = messages;
const page = '/calendario/charla-abierta';
const talk: PurchaseProduct = { _id: ITEM_ID, model: 'Activity', title: 'Charla abierta' };
const loginHere = `/login?${new URLSearchParams({ redirectTo: page })}`;

const showButton = (product: PurchaseProduct, session: Session) =>
  renderScreen(<BuyButton product={product} />, { at: page, session });

describe('BuyButton', () => {
  it('is a link to log in and come back for a visitor who is not logged in', () => {
    showButton(talk, null);
    expect(screen.getByRole('link', { name: 'Inscribite' })).toHaveAttribute('href', loginHere);
  });

  it('shows a spinner while the session is checked, and a click then goes to log in', async () => {
    const { user, router } = showButton(talk, 'loading');
    const link = screen.getByRole('link', { name: 'Inscribite' });
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link.querySelector('.spinner-border')).not.toBeNull();
    await user.click(link);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?${new URLSearchParams({ redirectTo: page })}`);
  });

  it('is disabled for a module the person already owns', () => {
    const module: PurchaseProduct = { _id: ITEM_ID, model: 'Module', title: 'Módulo 1' };
    showButton(module, aUser({ modules: [{ _id: ITEM_ID, title: 'Módulo 1' }] }));
    expect(screen.getByRole('button', { name: 'Inscribite' })).toBeDisabled();
  });

  it('Comprar is disabled while a module is not open', () => {
    renderScreen(<BuyModuleButton module={{ _id: ITEM_ID, title: 'Módulo 3', open: false }} />, {
      session: aUser(),
    });
    // jsdom joins the visually hidden title without the space a browser reads.
    expect(screen.getByRole('button', { name: /^Comprar ?Módulo 3$/ })).toBeDisabled();
  });

  it('says how many places are left when few remain', () => {
    showButton({ ...talk, placesLeft: 2 }, aUser());
    expect(screen.getByText(placesMessages.left(2))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Inscribite' })).toBeEnabled();
  });

  it('a full item says Completo and sends a visitor to log in to join the waiting list', () => {
    showButton({ ...talk, placesLeft: 0 }, null);
    expect(screen.getByRole('button', { name: placesMessages.full })).toBeDisabled();
    expect(screen.getByRole('link', { name: placesMessages.join })).toHaveAttribute('href', loginHere);
  });

  it('a full item lets a logged-in person join its waiting list and tells her place', async () => {
    answer(waitingListEndpoints.mine, { entries: [] });
    answer(waitingListEndpoints.join, ({ body }) => ({
      msg: placesMessages.joined,
      entry: {
        _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0010',
        inscription: { _id: body.inscription, title: talk.title },
        inscriptionModel: body.inscriptionModel,
        courseDate: null,
        position: 3,
        offerUntil: null,
        createdAt: '2030-03-10T15:00:00.000Z',
      },
    }));
    const { user } = showButton({ ...talk, placesLeft: 0 }, aUser());
    await user.click(await screen.findByRole('button', { name: placesMessages.join }));
    expect(await screen.findByText(placesMessages.onList(3))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(placesMessages.joined);
    expect(callsTo(waitingListEndpoints.join)).toEqual([
      { body: { inscription: ITEM_ID, inscriptionModel: 'Activity' } },
    ]);
  });
});

describe('Inscripción, opened by Inscribite', () => {
  const openForm = async (session: Session) => {
    const shown = showButton(talk, session);
    await shown.user.click(screen.getByRole('button', { name: 'Inscribite' }));
    const form = await screen.findByRole('dialog', { name: 'Inscripción' });
    return { ...shown, form, field: (label: string) => within(form).getByLabelText(label) };
  };

  it('is prefilled from the profile, with the e-mail read-only', async () => {
    const { field } = await openForm(aUser());
    expect(field('Nombre')).toHaveValue('Ana');
    expect(field('Fecha de nacimiento')).toHaveValue('1990-05-17');
    expect(field('País')).toHaveValue('Argentina');
    expect(field('Correo electrónico')).toHaveValue('ana@example.com');
    expect(field('Correo electrónico')).toHaveAttribute('readonly');
  });

  it('tells every rule next to its field and saves nothing', async () => {
    const empty = aUser({ firstName: '', lastName: '', phone: '', country: '', dateOfBirth: null });
    const { user, form, field } = await openForm(empty);
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));
    for (const label of ['Nombre', 'Apellido', 'Fecha de nacimiento', 'Teléfono'])
      await expectFieldMessage(field(label), validation.required);
    await expectFieldMessage(field('País'), validation.selectCountry);
    expect(within(form).getByText(validation.acceptTerms)).toBeVisible();

    await user.type(field('Nombre'), 'María José');
    await user.type(field('Apellido'), 'Gonzalez2');
    await user.type(field('Teléfono'), '+54 11 4567-8901');
    await expectFieldMessage(field('Nombre'), validation.lettersOnly);
    await expectFieldMessage(field('Apellido'), validation.lettersOnly);
    await expectFieldMessage(field('Teléfono'), validation.digitsOnly);
    expect(callsTo(profileEndpoints.update)).toEqual([]);
  });

  it('saves the profile without the terms box, then the checkout opens with the server’s total', async () => {
    answer(profileEndpoints.update, ({ body }) => ({
      user: aUser({ ...body, dateOfBirth: body.birthday }),
      msg: messages.profile.updated,
    }));
    answer(purchaseEndpoints.quote, {
      quote: {
        title: talk.title,
        description: 'Una charla abierta sobre constelaciones.',
        amount: 5000,
        currency: 'ARS',
        early: false,
        waysToPay: ['transfer', 'mp'],
        identify: false,
        installments: 1,
        discount: null,
      },
    });
    const { user, form } = await openForm(aUser());
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Continuar' }));

    const checkout = await screen.findByRole('dialog', { name: talk.title });
    expect(await within(checkout).findByText('Total: $ 5.000 pesos argentinos (ARS)')).toBeVisible();
    expect(callsTo(profileEndpoints.update)).toEqual([
      {
        body: {
          firstName: 'Ana',
          lastName: 'Perez',
          country: 'Argentina',
          birthday: '1990-05-17',
          phone: '1145678901',
        },
      },
    ]);
  });
});
