// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authEndpoints, messages } from '@constelaciones/contract';
import { answer, expectFieldMessage, held, refuse, renderScreen } from '../../../test/support';
import RecoveryModal from './RecoveryModal';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const { validation, auth } = messages;

function showModal() {
  const onHide = vi.fn();
  const shown = renderScreen(<RecoveryModal show onHide={onHide} />);
  const modal = screen.getByRole('dialog', { name: 'Recuperar mi cuenta' });
  return {
    ...shown,
    onHide,
    modal,
    email: within(modal).getByLabelText('Ingrese su correo'),
    recover: within(modal).getByRole('button', { name: 'Recuperar' }),
    cancel: within(modal).getByRole('button', { name: 'Cancelar' }),
  };
}

describe('RecoveryModal', () => {
  it('asks for the e-mail, then for a well-formed one', async () => {
    const { user, email, recover } = showModal();
    expect(email).toHaveAttribute('placeholder', expect.stringContaining('@'));
    await user.click(recover);
    await expectFieldMessage(email, validation.requiredField);
    await user.type(email, 'ana@correo');
    await user.click(recover);
    await expectFieldMessage(email, validation.invalidRecoveryEmail);
  });

  it('disables both buttons while the request is under way, then shows the server’s message and empties the form', async () => {
    const pending = held<{ msg: string }>();
    answer(authEndpoints.recovery, () => pending.promise);
    const { user, modal, email, recover, cancel } = showModal();
    await user.type(email, 'ana@example.com');
    await user.click(recover);
    expect(recover).toBeDisabled();
    expect(cancel).toBeDisabled();

    pending.release({ msg: auth.recoverySent });
    const alert = await within(modal).findByText(auth.recoverySent);
    expect(alert).toHaveClass('alert-success');
    expect(email).toHaveValue('');
    expect(recover).toBeEnabled();
    expect(cancel).toBeEnabled();
  });

  it('shows a refusal in a danger alert', async () => {
    refuse(authEndpoints.recovery, 429, { msg: messages.server.tooManyRequests });
    const { user, modal, email, recover } = showModal();
    await user.type(email, 'ana@example.com');
    await user.click(recover);
    expect(await within(modal).findByText(messages.server.tooManyRequests)).toHaveClass('alert-danger');
  });

  it('closes with Cancelar', async () => {
    const { user, cancel, onHide } = showModal();
    await user.click(cancel);
    expect(onHide).toHaveBeenCalled();
  });
});
