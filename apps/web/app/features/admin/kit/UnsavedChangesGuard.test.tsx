// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createRoutesStub, Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { findPopup } from '../../../test/support';
import { LEAVE_QUESTION, UnsavedChangesGuard, useUnsavedChanges } from './UnsavedChangesGuard';

/** A form of one field, saved by its button, with a link to another screen and one to a place on the page. */
function Draft() {
  const [text, setText] = useState('');
  const [saved, setSaved] = useState('');
  useUnsavedChanges(text !== saved);
  return (
    <>
      <label>
        Borrador
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => setSaved(text)}>
        Guardar
      </button>
      <Link to="/otra">Otra pantalla</Link>
      <Link to="#abajo">Más abajo</Link>
    </>
  );
}

function showDraft() {
  const Stub = createRoutesStub([
    {
      path: '/borrador',
      Component: () => (
        <UnsavedChangesGuard>
          <Draft />
        </UnsavedChangesGuard>
      ),
    },
    { path: '/otra', Component: () => <h1>La otra pantalla</h1> },
  ]);
  render(<Stub initialEntries={['/borrador']} />);
  return userEvent.setup({ delay: null });
}

/** Whether closing or reloading the browser's tab now would ask first. */
const closingAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('UnsavedChangesGuard', () => {
  it('lets her leave without a question while nothing was changed', async () => {
    const user = showDraft();
    await user.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    expect(await screen.findByRole('heading', { name: 'La otra pantalla' })).toBeVisible();
    expect(closingAsks()).toBe(false);
  });

  it('asks before leaving with changes not saved; Seguir editando keeps what she typed', async () => {
    const user = showDraft();
    await user.type(screen.getByLabelText('Borrador'), 'Un texto a medias');
    await user.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    const question = await findPopup(LEAVE_QUESTION.title, LEAVE_QUESTION.text);
    await user.click(screen.getByRole('button', { name: LEAVE_QUESTION.stay, hidden: true }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(screen.getByLabelText('Borrador')).toHaveValue('Un texto a medias');
    expect(screen.queryByRole('heading', { name: 'La otra pantalla' })).not.toBeInTheDocument();
  });

  it('leaves when she answers Salir sin guardar', async () => {
    const user = showDraft();
    await user.type(screen.getByLabelText('Borrador'), 'Un texto a medias');
    await user.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    await findPopup(LEAVE_QUESTION.title);
    await user.click(screen.getByRole('button', { name: LEAVE_QUESTION.leave, hidden: true }));
    expect(
      await screen.findByRole('heading', { name: 'La otra pantalla', hidden: true }),
    ).toBeInTheDocument();
  });

  it('asks nothing for a place on the same page, nor once the changes are saved', async () => {
    const user = showDraft();
    await user.type(screen.getByLabelText('Borrador'), 'Un texto terminado');
    await user.click(screen.getByRole('link', { name: 'Más abajo' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await user.click(screen.getByRole('link', { name: 'Otra pantalla' }));
    expect(await screen.findByRole('heading', { name: 'La otra pantalla' })).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has the browser ask before closing or reloading the tab only while changes are not saved', async () => {
    const user = showDraft();
    expect(closingAsks()).toBe(false);
    await user.type(screen.getByLabelText('Borrador'), 'Un texto a medias');
    expect(closingAsks()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(closingAsks()).toBe(false);
  });
});
