// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  messages,
  newsletterAdminMessages as words,
  newsletterEndpoints,
  ownerMessageTexts,
  type NewsletterSubscriber,
  type NewsletterSummary,
} from '@constelaciones/contract';
import { answer, callsTo, findPopup, renderScreen } from '../../../test/support';
import { LEAVE_QUESTION } from '../kit/UnsavedChangesGuard';
import { NewsletterTab } from './NewsletterTab';

vi.mock('../../../lib/client', () => import('../../../test/support'));

const aSubscriber = (overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0500',
  email: 'lucia@example.com',
  state: 'subscribed',
  source: 'form',
  createdAt: '2030-03-01T15:00:00.000Z',
  confirmedAt: '2030-03-01T15:05:00.000Z',
  unsubscribedAt: null,
  ...overrides,
});

const aNewsletter: NewsletterSummary = {
  _id: '0b8f7a52-0d5e-4a8e-9a53-3c1a3c1f0600',
  subject: 'Novedades de abril',
  sentAt: '2030-04-01T15:00:00.000Z',
  includeStudents: true,
  counts: { queued: 0, sent: 40, retrying: 0, failed: 2 },
};

const list = { subscribers: [aSubscriber()], counts: { subscribed: 41, pending: 3, unsubscribed: 2 } };

function renderTab(audience = { subscribed: 42, students: 5 }) {
  answer(newsletterEndpoints.subscribers, list);
  return renderScreen(
    <NewsletterTab overview={{ newsletters: [aNewsletter], audience, perHour: null }} list={list} />,
  );
}

describe("the owner's 'Novedades'", () => {
  it('previews her Markdown as readers will see it, and sends after confirming how many it reaches', async () => {
    const { user } = renderTab();
    await user.type(screen.getByLabelText(ownerMessageTexts.subject), 'Taller de mayo');
    await user.type(
      screen.getByLabelText(ownerMessageTexts.body),
      '## Sábado 10{enter}{enter}Con **cupo** limitado.',
    );
    const preview = screen.getByRole('region', { name: 'Vista previa' });
    expect(await within(preview).findByRole('heading', { name: 'Sábado 10' })).toBeVisible();
    expect(within(preview).getByText('cupo').tagName).toBe('STRONG');

    // Without the students who joined from their profile: 37 of 42.
    await user.click(screen.getByLabelText(`${words.includeStudents} (5)`));
    answer(newsletterEndpoints.send, {
      newsletter: { ...aNewsletter, subject: 'Taller de mayo' },
      msg: words.sent(37),
    });
    await user.click(screen.getByRole('button', { name: words.send(37) }));
    const popup = await findPopup(words.confirmSend(37));
    await user.click(within(popup).getByRole('button', { name: words.send(37) }));
    await findPopup(messages.popup.successTitle, words.sent(37));
    expect(callsTo(newsletterEndpoints.send)).toEqual([
      {
        body: {
          subject: 'Taller de mayo',
          body: '## Sábado 10\n\nCon **cupo** limitado.',
          includeStudents: false,
        },
      },
    ]);
  });

  it('asks before she leaves a newsletter begun, and asks nothing once it is sent', async () => {
    const { user, router } = renderTab();
    await user.type(screen.getByLabelText(ownerMessageTexts.subject), 'Taller de mayo');
    void router.navigate('/admin/inicio');
    const question = await findPopup(LEAVE_QUESTION.title, LEAVE_QUESTION.text);
    await user.click(screen.getByRole('button', { name: LEAVE_QUESTION.stay, hidden: true }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByLabelText(ownerMessageTexts.subject)).toHaveValue('Taller de mayo');

    await user.type(screen.getByLabelText(ownerMessageTexts.body), 'Con cupo limitado.');
    answer(newsletterEndpoints.send, { newsletter: aNewsletter, msg: words.sent(42) });
    await user.click(screen.getByRole('button', { name: words.send(42) }));
    await user.click(
      within(await findPopup(words.confirmSend(42))).getByRole('button', { name: words.send(42) }),
    );
    await findPopup(messages.popup.successTitle, words.sent(42));
    await router.navigate('/admin/inicio');
    expect(router.state.location.pathname).toBe('/admin/inicio');
  });

  it('lists what was sent with its counts, and the subscribers with their state', () => {
    renderTab();
    expect(screen.getByText('Enviados: 40 · Fallaron: 2')).toBeVisible();
    expect(screen.getByText(words.counts(41, 3, 2))).toBeVisible();
    const row = screen.getByRole('row', { name: /lucia@example\.com/ });
    expect(within(row).getByText('Suscripto')).toBeVisible();
    expect(within(row).getByText('Formulario')).toBeVisible();
  });

  it('reports the lines of an import that did not join', async () => {
    const { user } = renderTab();
    const file = new File(['correo\nuno@example.com\nmal-dato\n'], 'lista.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText(words.importFile), file);
    await user.click(screen.getByLabelText(words.importConsent));
    answer(newsletterEndpoints.import, {
      added: 1,
      problems: [{ line: 3, text: 'mal-dato', problem: words.problems.invalid }],
      msg: words.imported(1, 1),
    });
    await user.click(screen.getByRole('button', { name: words.importButton }));
    expect(await screen.findByText(words.imported(1, 1))).toBeVisible();
    expect(screen.getByText(words.lineProblem(3, words.problems.invalid))).toBeVisible();
    expect(callsTo(newsletterEndpoints.import)).toEqual([
      { body: { csv: 'correo\nuno@example.com\nmal-dato\n', consent: true } },
    ]);
  });
});
