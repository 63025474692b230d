import { useId } from 'react';
import type { FieldValues } from 'react-hook-form';
import { paymentCredentialsMessages as words, type PaymentCredentialsView } from '@constelaciones/contract';
import { FormField } from '../../../components/ui/form/FormField';
import { showSuccess } from '../../../components/ui/popups';
import { errorMessage } from '../../../lib/errorMessage';
import { BoundField, BoundRadios } from '../kit/fields';
import { AdminForm, useSaveForm } from '../kit/form';
import type { CredentialProvider, ProviderView } from './credentialProviders';
import { SavedCredentials } from './SavedCredentials';
import { useCredentialsTest } from './useCredentialsTest';

interface Props<Values extends FieldValues> {
  provider: CredentialProvider<Values>;
  view: ProviderView;
  /** What the server says of both providers after a save or a removal. */
  onChange: (view: PaymentCredentialsView) => void;
}

/**
 * One provider's card: where the credentials in use come from, the address to paste at the provider, hers by
 * their last characters, and the form to test and save new ones (locked while the server's variables win,
 * which the source's line says). What she typed is never kept once saved.
 */
export function ProviderCredentials<Values extends FieldValues>({ provider, view, onChange }: Props<Values>) {
  const headingId = useId();
  const sourceId = useId();
  const { form, submit } = useSaveForm({
    schema: provider.schema,
    defaultValues: provider.defaults(view.saved),
    save: async (values) => {
      const saved = await provider.save(values);
      onChange(saved.credentials);
      void showSuccess(saved.msg);
    },
    popups: { failure: (error) => errorMessage(error) },
    clearOnSave: true,
  });
  const check = useCredentialsTest(form, provider.schema, provider.test);

  return (
    <section className="border rounded p-3 mb-3" aria-labelledby={headingId}>
      <h4 id={headingId} className="h5">
        {provider.name}
      </h4>
      <p id={sourceId}>{words.sources[view.source](provider.name)}</p>
      <FormField label={words.webhookUrl}>
        {/* Read-only, not disabled: she selects it to copy it, even when the form is locked. */}
        {(control) => (
          <input {...control} readOnly value={view.webhookUrl} onFocus={(event) => event.target.select()} />
        )}
      </FormField>
      {view.saved && <SavedCredentials provider={provider} saved={view.saved} onChange={onChange} />}
      <fieldset disabled={view.source === 'server'} aria-describedby={sourceId}>
        <AdminForm
          form={form}
          submit={submit}
          action={words.save}
          moreActions={
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={check.testing}
              aria-busy={check.testing || undefined}
              onClick={() => void check.run()}
            >
              {words.test}
            </button>
          }
        >
          <div className="row gx-md-3">
            {provider.fields.map((field) =>
              field.choices ? (
                <BoundRadios<Values>
                  key={field.name}
                  name={field.name}
                  legend={field.label}
                  choices={field.choices}
                  className="col-12 mb-3"
                />
              ) : (
                <BoundField<Values>
                  key={field.name}
                  name={field.name}
                  label={field.label}
                  hint={field.hint}
                  type={field.secret ? 'password' : 'text'}
                  // Neither remembered by the browser nor sent to its spelling service.
                  autoComplete="off"
                  spellCheck={false}
                  className="col-md-6 mb-3"
                />
              ),
            )}
          </div>
        </AdminForm>
      </fieldset>
      <p role="status" className={check.result?.passed ? 'alert alert-success mt-3 mb-0' : 'visually-hidden'}>
        {check.result?.passed && check.result.msg}
      </p>
      {check.result && !check.result.passed && (
        <p role="alert" className="alert alert-danger mt-3 mb-0">
          {check.result.msg}
        </p>
      )}
    </section>
  );
}
