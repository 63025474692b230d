import {
  checkoutEndpoints,
  MAX_INSTALLMENTS,
  MAX_REMINDER_DAYS,
  dateReminderMessages,
  messages,
  paymentSettingsEditSchema,
  type PaymentSettings,
} from '@constelaciones/contract';
import { MAX_OFFER_HOURS, placesMessages } from '@constelaciones/contract/places-messages';
import { call } from '../../../lib/client';
import { AdminForm, fieldsFor, recordValues, useSaveForm } from '../kit/form';

const { Field } = fieldsFor(paymentSettingsEditSchema);

/**
 * The owner's payment details: the bank account e-mailed to those who pay by transfer in pesos, the
 * instructions e-mailed to those who pay by hand from abroad, the most cuotas at Mercado Pago, the early-payment rule of the workshops, and
 * how long a purchase that ended unpaid keeps the person's data, and how many days before each date its first
 * reminder goes and how long an offer from a waiting list holds its place. Any field may stay empty; without
 * a holder and a CBU or alias no transfer can be asked for, and without instructions no manual payment from
 * abroad.
 */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const { form, submit } = useSaveForm({
    schema: paymentSettingsEditSchema,
    defaultValues: recordValues(paymentSettingsEditSchema, settings),
    save: (values) => call(checkoutEndpoints.updatePaymentSettings, { body: values }),
    popups: { success: messages.paymentSettings.updated, failure: messages.paymentSettings.updateFailed },
  });

  return (
    <AdminForm form={form} submit={submit} action="Guardar cambios">
      <fieldset className="mb-3">
        <legend className="h5">Transferencia bancaria (pagos en pesos)</legend>
        <div className="row gx-md-3">
          <Field name="bankHolder" label="Titular de la cuenta" className="col-md-6 mb-3" />
          <Field
            name="cuit"
            label="CUIT"
            inputMode="numeric"
            hint="11 números, con o sin guiones."
            className="col-md-6 mb-3"
          />
          <Field name="bank" label="Banco" className="col-md-6 mb-3" />
          <Field
            name="cbu"
            label="CBU o CVU"
            inputMode="numeric"
            hint="22 números."
            className="col-md-6 mb-3"
          />
          <Field name="alias" label="Alias" className="col-md-6 mb-3" />
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Pagos desde el exterior (en dólares)</legend>
        <Field
          name="abroadInstructions"
          label="Instrucciones para pagar desde el exterior"
          as="textarea"
          rows={4}
          hint="Por ejemplo, por Western Union: a nombre de quién enviar el dinero y cómo avisar el pago. Se envían por correo a quien elige pagar así."
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{messages.installments.legend}</legend>
        <Field
          name="maxInstallments"
          label={messages.installments.label}
          type="number"
          min={1}
          max={MAX_INSTALLMENTS}
          step={1}
          inputMode="numeric"
          hint={messages.installments.hint}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Precio anticipado de los talleres</legend>
        <Field
          name="earlyPaymentDays"
          label="Días de anticipación"
          type="number"
          min={0}
          max={365}
          step={1}
          inputMode="numeric"
          hint="Quien se inscribe en pesos al menos esta cantidad de días antes de la fecha del taller paga el precio anticipado (0: hasta el mismo día)."
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">Datos de las inscripciones que no se pagaron</legend>
        <Field
          name="unpaidDataDays"
          label="Días que se guardan los datos personales"
          type="number"
          min={1}
          max={3650}
          step={1}
          inputMode="numeric"
          hint="Cuando una inscripción vence sin pagarse, el nombre, el correo, el teléfono, el país y la fecha de nacimiento de la persona se borran de ella pasados estos días. La política de privacidad propuesta dice este número."
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{dateReminderMessages.reminderDaysLegend}</legend>
        <Field
          name="reminderDays"
          label={dateReminderMessages.reminderDaysLabel}
          type="number"
          min={2}
          max={MAX_REMINDER_DAYS}
          step={1}
          inputMode="numeric"
          hint={dateReminderMessages.reminderDaysHint}
        />
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h5">{placesMessages.listTitle}</legend>
        <Field
          name="offerHours"
          label={placesMessages.offerHours}
          type="number"
          min={1}
          max={MAX_OFFER_HOURS}
          step={1}
          inputMode="numeric"
          hint="Cuando se libera un lugar en una actividad, un taller o un módulo con cupo, se le ofrece por correo a la primera persona de la lista de espera y se le guarda estas horas. Si no se inscribe, pasa a la siguiente."
        />
      </fieldset>
    </AdminForm>
  );
}
