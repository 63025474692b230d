// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  NEWSLETTER_CONSENT,
  newsletterMessages as words,
} from '@constelaciones/contract/newsletter-messages';
import { SubscribeForm } from './SubscribeForm';
// The suite's setup: jest-dom's matchers, and a clean page after each test.
import '../../test/support';

/** The form on a page, its posts taken by a /novedades action that answers as the server would. */
function renderForm(answer: (form: FormData) => object) {
  const posted: FormData[] = [];
  const router = createMemoryRouter(
    [
      { path: '/', element: <SubscribeForm id="pie" /> },
      {
        path: '/novedades',
        action: async ({ request }) => {
          const form = await request.formData();
          posted.push(form);
          return answer(form);
        },
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { posted, user: userEvent.setup({ delay: null }) };
}

describe("the newsletter's form", () => {
  it('asks for the consent in its words, posts to /novedades and shows the answer in place', async () => {
    const { posted, user } = renderForm(() => ({ msg: words.checkInbox }));
    expect(screen.getByRole('heading', { name: words.title })).toBeVisible();
    await user.type(screen.getByLabelText(words.email), 'lucia@example.com');
    await user.click(screen.getByLabelText(NEWSLETTER_CONSENT));
    await user.click(screen.getByRole('button', { name: words.subscribe }));
    expect(await screen.findByRole('status')).toHaveTextContent(words.checkInbox);
    expect(posted.map((form) => Object.fromEntries(form))).toEqual([
      { email: 'lucia@example.com', consent: 'true' },
    ]);
  });

  it("shows the server's message next to the consent, keeping the address typed", async () => {
    const { user } = renderForm((form) => ({
      email: form.get('email'),
      errors: { consent: words.consentRequired },
    }));
    await user.type(screen.getByLabelText(words.email), 'lucia@example.com');
    await user.click(screen.getByRole('button', { name: words.subscribe }));
    expect(await screen.findByText(words.consentRequired)).toBeVisible();
    expect(screen.getByLabelText(NEWSLETTER_CONSENT)).toHaveAccessibleDescription(words.consentRequired);
    expect(screen.getByLabelText(words.email)).toHaveValue('lucia@example.com');
  });
});
