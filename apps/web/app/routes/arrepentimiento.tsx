import { Link } from 'react-router';
import { withdrawalMessages as texts } from '@constelaciones/contract/withdrawal-messages';
import type { Route } from './+types/arrepentimiento';
import { AuthPage } from '../features/auth/components/AuthPage';
import { submitWithdrawal } from '../features/withdrawals/submit.server';
import { WithdrawalForm } from '../features/withdrawals/WithdrawalForm';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export function loader({ context }: Route.LoaderArgs) {
  return {
    contact: context.site.footer.email,
    seo: seoFor(context, { section: texts.title, description: texts.description, path: paths.withdrawal }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/**
 * The form posts here (docs/decisions/058-withdrawal-button.md): checked, then handed to the server's service
 * through the load context.
 */
export const action = ({ request, context }: Route.ActionArgs) =>
  submitWithdrawal(request, context.withdrawals);

/**
 * /arrepentimiento, the 'Botón de arrepentimiento' (Resolución 424/2020): anyone, without logging in, revokes
 * a purchase with a short form and gets the request's code at once (and by e-mail).
 */
export default function Withdrawal({ loaderData, actionData }: Route.ComponentProps) {
  const receipt = actionData && 'receipt' in actionData ? actionData.receipt : undefined;
  const refused = actionData && 'errors' in actionData ? actionData : undefined;
  return (
    <AuthPage title={texts.title}>
      {receipt ? (
        <div role="status" className={`alert ${receipt.withinTerm ? 'alert-success' : 'alert-warning'}`}>
          <p className="h5">
            {texts.codeLabel} <strong>{receipt.code}</strong>
          </p>
          <p className="mb-0">{receipt.msg}</p>
        </div>
      ) : (
        <>
          <p>{texts.intro}</p>
          <WithdrawalForm values={refused?.values} errors={refused?.errors} />
        </>
      )}
      <p className="mt-4 mb-0 small">
        Más información en los <Link to={paths.terms}>Términos y condiciones</Link>.
        {loaderData.contact && (
          <>
            {' '}
            ¿No encontrás la referencia? Escribí a{' '}
            <a href={`mailto:${loaderData.contact}`}>{loaderData.contact}</a>.
          </>
        )}
      </p>
    </AuthPage>
  );
}
