import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { personalDataEndpoints, personalDataMessages } from '@constelaciones/contract';
import type { Route } from './+types/delete-account';
import { AuthPage } from '../features/auth/components/AuthPage';
import { ResultAlert, type Result } from '../features/auth/components/ResultAlert';
import { accountMeta } from '../features/auth/meta';
import { refreshUser } from '../features/auth/store';
import { call } from '../lib/client';
import { errorMessage } from '../lib/errorMessage';
import { paths } from '../lib/paths';

const text = personalDataMessages;

export const meta: Route.MetaFunction = ({ matches }) =>
  accountMeta(matches[0]?.loaderData, text.deleteTitle);

/**
 * The e-mailed link of an account without a password (/eliminar-cuenta/{token}). Nothing happens on opening it (a
 * mail scanner may open links): she deletes the account with the button. A session of that account kept in this
 * browser ends with it.
 */
export default function DeleteAccountByLink({ params }: Route.ComponentProps) {
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>();

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      // No session needed: the link may be opened on another device.
      const { msg } = await call(
        personalDataEndpoints.confirmDeletion,
        { body: { token: params.token } },
        { token: null },
      );
      setResult({ ok: true, msg });
      // The stored session, if it was this account's, is refused now and ends.
      await refreshUser();
    } catch (error) {
      setResult({ ok: false, msg: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthPage title={text.deleteTitle} intro={text.linkPageIntro}>
      {!result?.ok && (
        <>
          <p>{text.deleteExplanation}</p>
          <form onSubmit={(event) => void confirm(event)} className="text-center mb-3">
            {/* Not the forms' SubmitButton: this public page would move it out of the forms' shared chunk, and
                every admin route would then name one more file in the manifest each visit loads. */}
            <button
              type="submit"
              className="btn btn-danger"
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {text.linkPageButton}
            </button>
          </form>
        </>
      )}
      <ResultAlert result={result} />
      {result?.ok && (
        <p className="text-center mb-0">
          <Link to={paths.home}>Ir al inicio</Link>
        </p>
      )}
    </AuthPage>
  );
}
