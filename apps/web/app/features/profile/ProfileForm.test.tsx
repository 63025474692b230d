// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, profileEndpoints } from '@constelaciones/contract';
import { authStore } from '../auth/store';
import {
  answer,
  aUser,
  callsTo,
  expectFieldMessage,
  findPopup,
  refuse,
  renderScreen,
} from '../../test/support';
import { ProfileForm } from './ProfileForm';

vi.mock('../../lib/client', () => import('../../test/support'));

const { validation, profile } = messages;

function showForm(user = aUser()) {
  const shown = renderScreen(<ProfileForm user={user} />, { at: '/profile', session: user });
  const field = (label: string) => screen.getByLabelText(label);
  return { ...shown, field, save: screen.getByRole('button', { name: 'Guardar cambios' }) };
}

/** 'Quieres editar?' and its yes. */
async function confirmEdit(user: ReturnType<typeof showForm>['user']) {
  const question = await findPopup(profile.editConfirm);
  await user.click(within(question).getByRole('button', { name: 'Sí, editar' }));
}

describe('Editar perfil', () => {
  it('tells each empty field’s own message', async () => {
    const { user, field, save } = showForm(
      aUser({ firstName: '', lastName: '', phone: '', country: '', dateOfBirth: null }),
    );
    await user.click(save);
    await expectFieldMessage(field('Nombre'), validation.nameRequired);
    await expectFieldMessage(field('Apellido'), validation.lastNameRequired);
    await expectFieldMessage(field('Fecha de nacimiento'), validation.birthdayRequired);
    await expectFieldMessage(field('Teléfono'), validation.phoneRequired);
    await expectFieldMessage(field('País'), validation.selectCountry);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks Quieres editar?, saves, says Usuario actualizado con éxito and keeps the new user', async () => {
    answer(profileEndpoints.update, ({ body }) => ({
      user: aUser({ ...body, dateOfBirth: body.birthday }),
      msg: profile.updated,
    }));
    const { user, field, save } = showForm();
    await user.clear(field('Teléfono'));
    await user.type(field('Teléfono'), '1155554444');
    await user.click(save);
    await confirmEdit(user);
    await findPopup(messages.popup.successTitle, profile.updated);
    expect(callsTo(profileEndpoints.update)[0]?.body).toMatchObject({ phone: '1155554444' });
    expect(authStore.getSnapshot().user?.phone).toBe('1155554444');
  });

  it('says No se pudo actualizar el usuario when the save fails', async () => {
    refuse(profileEndpoints.update, 500, { msg: messages.server.unexpected });
    const { user, save } = showForm();
    await user.click(save);
    await confirmEdit(user);
    await findPopup(messages.popup.errorTitle, profile.updateFailed);
  });

  it('Cancelar goes back to the dashboard, or to the admin for an admin', () => {
    const { unmount } = showForm();
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/dashboard');
    unmount();
    showForm(aUser({ role: 'ADMIN' }));
    expect(screen.getByRole('link', { name: 'Cancelar' })).toHaveAttribute('href', '/admin');
  });
});
