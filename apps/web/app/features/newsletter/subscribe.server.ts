import { data } from 'react-router';
import { fieldMessages, newsletterSubscribeSchema, type NewsletterDesk } from '@constelaciones/contract';

/** What a form shows after its post: the server's word, or the address typed again with a message per field. */
export type SubscribeOutcome = { msg: string } | { email: string; errors: Partial<Record<string, string>> };

/**
 * /novedades' action, which every footer's form posts to too: the form checked by the contract's schema (400
 * with the messages), then handed to the server's newsletter service. The same whether the browser posted the
 * page itself (no JavaScript) or React Router sent the form.
 */
export async function submitSubscription(request: Request, desk: NewsletterDesk) {
  const form = await request.formData();
  const email = String(form.get('email') ?? '');
  const parsed = newsletterSubscribeSchema.safeParse({ email, consent: form.get('consent') === 'true' });
  if (!parsed.success) {
    return data<SubscribeOutcome>({ email, errors: fieldMessages(parsed.error) }, { status: 400 });
  }
  return data<SubscribeOutcome>({ msg: await desk.subscribe(parsed.data.email) });
}
