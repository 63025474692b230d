import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  paymentCredentialsEndpoints,
  paymentCredentialsMessages as words,
  type PaymentCredentialsView,
} from '@constelaciones/contract';
import { formatDate } from '@constelaciones/contract/format';
import { confirmAction, showError, showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import type { CredentialProvider, ProviderView } from './credentialProviders';

interface Props<Values extends FieldValues> {
  provider: CredentialProvider<Values>;
  saved: NonNullable<ProviderView['saved']>;
  /** The view read again once hers are gone: the provider may now be the simulator's, or not offered. */
  onChange: (view: PaymentCredentialsView) => void;
}

/**
 * Her saved credentials of a provider, by their last characters only (the server never sends more), and
 * 'Quitar mis credenciales', asked first as every admin deletion is.
 */
export function SavedCredentials<Values extends FieldValues>({ provider, saved, onChange }: Props<Values>) {
  const [forgetting, setForgetting] = useState(false);

  async function forget() {
    if (!(await confirmAction(words.confirmForget(provider.name), words.forget))) return;
    setForgetting(true);
    try {
      const { msg } = await provider.forget();
      onChange(await call(paymentCredentialsEndpoints.show, {}));
      void showSuccess(msg);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setForgetting(false);
    }
  }

  const hinted = provider.fields.filter((field) => !field.choices && saved.hints[field.name]);
  return (
    <div className="mb-3">
      <ul className="list-unstyled mb-1">
        {hinted.map((field) => (
          <li key={field.name}>{words.saved(field.label, `…${saved.hints[field.name]}`)}</li>
        ))}
        {saved.environment && <li>{`${words.environment}: ${words.environments[saved.environment]}`}</li>}
      </ul>
      <p className="mb-2">{words.savedAt(formatDate(saved.savedAt))}</p>
      <button
        type="button"
        className="btn btn-outline-danger btn-sm"
        disabled={forgetting}
        onClick={() => void forget()}
      >
        {words.forget}
      </button>
    </div>
  );
}
