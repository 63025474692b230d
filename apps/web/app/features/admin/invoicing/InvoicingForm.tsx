import { useState } from 'react';
import {
  invoicingEndpoints,
  invoicingMessages as texts,
  invoicingSettingsEditSchema,
  type InvoicingSettings,
} from '@constelaciones/contract';
import { formatDate } from '@constelaciones/contract/format';
import { showSuccess } from '../../../components/ui/popups';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { AdminForm, fieldsFor, recordValues, useSaveForm } from '../kit/form';
import { PemFileField } from './PemFileField';
import { useConnectionTest } from './useConnectionTest';

const { Field, Switch, Radios } = fieldsFor(invoicingSettingsEditSchema);

/**
 * The owner's invoicing settings ('Facturación'): her data as ARCA knows them, the environment, what to do with
 * payments in dollars, and her certificate and private key, read from their files and sent once (the key is
 * never shown back: only that one is kept). 'Probar conexión' asks ARCA with what is saved.
 */
export function InvoicingForm({ settings: initial }: { settings: InvoicingSettings }) {
  const [settings, setSettings] = useState(initial);
  const connection = useConnectionTest();
  const { form, submit } = useSaveForm({
    schema: invoicingSettingsEditSchema,
    // No file chosen (the settings' `certificate` says what the saved one is): the saved ones are kept.
    defaultValues: recordValues(invoicingSettingsEditSchema, { ...initial, certificate: '' }),
    save: async (values) => {
      const saved = await call(invoicingEndpoints.saveSettings, { body: values });
      setSettings(saved.settings);
      void showSuccess(saved.msg);
    },
    popups: { failure: (error) => errorMessage(error, texts.saveFailed) },
    // The files are sent once: the next save keeps them unless others are chosen.
    onSaved: () => {
      form.setValue('certificate', '');
      form.setValue('privateKey', '');
    },
  });
  const { certificate } = settings;

  return (
    <>
      <p>{texts.intro}</p>
      <AdminForm
        form={form}
        submit={submit}
        action={texts.save}
        moreActions={
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={connection.testing}
            onClick={() => void connection.test()}
          >
            {connection.testing ? texts.testing : texts.test}
          </button>
        }
      >
        <Switch name="active" label={texts.active} />
        <div className="row gx-md-3">
          <Field name="cuit" label={texts.cuit} inputMode="numeric" className="col-md-6 mb-3" />
          <Field
            name="pointOfSale"
            label={texts.pointOfSale}
            type="number"
            min={1}
            max={99_998}
            step={1}
            inputMode="numeric"
            className="col-md-6 mb-3"
          />
          <Field name="name" label={texts.name} className="col-md-6 mb-3" />
          <Field name="address" label={texts.address} className="col-md-6 mb-3" />
          <Field
            name="grossIncome"
            label={texts.grossIncome}
            hint={texts.grossIncomeHint}
            className="col-md-6 mb-3"
          />
          <Field name="activityStart" label={texts.activityStart} type="date" className="col-md-6 mb-3" />
        </div>
        <Radios name="environment" legend={texts.environment} choices={texts.environments} />
        <Radios name="dollars" legend={texts.dollars} choices={texts.dollarOptions} />
        <div className="row gx-md-3">
          {certificate && (
            <p className="col-12">
              {texts.certificateFacts(certificate.alias, certificate.cuit, formatDate(certificate.notAfter))}{' '}
              {texts.keyKept}
            </p>
          )}
          <PemFileField name="certificate" label={texts.certificate} accept=".crt,.pem,.cer" />
          <PemFileField name="privateKey" label={texts.privateKey} accept=".key,.pem" />
        </div>
      </AdminForm>
      <p
        role="status"
        className={
          connection.result
            ? `alert mt-3 ${connection.result.passed ? 'alert-success' : 'alert-danger'}`
            : 'visually-hidden'
        }
      >
        {connection.result?.msg}
      </p>
    </>
  );
}
