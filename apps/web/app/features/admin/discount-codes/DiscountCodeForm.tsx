import { useId } from 'react';
import { useWatch, type DefaultValues } from 'react-hook-form';
import {
  DISCOUNT_PERCENT_MAX,
  discountCodeEditSchema,
  discountCodeEndpoints,
  discountCodeMessages as words,
  type DiscountCode,
  type DiscountCodeEditInput,
  type DiscountCodeEditOutput,
  type DiscountItemChoice,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { AdminForm, emptyValues, fieldsFor, PRICE_INPUT, recordValues, useSaveForm } from '../kit/form';
import { ItemChoices } from './ItemChoices';

const { Field, Radios, Switch } = fieldsFor(discountCodeEditSchema);

/** A new code: a percentage for every item, no limit of uses or days. */
const NEW_CODE: DefaultValues<DiscountCodeEditInput> = {
  ...emptyValues(discountCodeEditSchema),
  kind: 'percent',
  appliesTo: 'all',
  items: [],
  oncePerPerson: false,
};

/** What is saved: the chosen items only when the code is limited to them. */
const bodyOf = (values: DiscountCodeEditOutput): DiscountCodeEditOutput =>
  values.appliesTo === 'chosen' ? values : { ...values, items: [] };

// The fields of the kind not chosen leave the form with it (and a value left in them is not sent).
const WHILE_SHOWN = { shouldUnregister: true } as const;

interface Props {
  /** The code to edit; without it the form creates one. */
  code?: DiscountCode;
  /** The items she may limit a code to. */
  items: DiscountItemChoice[];
  onSaved: () => void;
}

/**
 * A discount code (docs/decisions/070-discount-codes.md): what the person types, a percentage or a fixed amount
 * in pesos and in dollars, every item or the chosen ones, how many uses in all and whether once per person, and
 * the days it is valid. The server's refusals show beside their fields; a name already taken, in the popup.
 */
export function DiscountCodeForm({ code, items, onSaved }: Props) {
  const amountHint = useId();
  const { form, submit } = useSaveForm({
    schema: discountCodeEditSchema,
    defaultValues: code
      ? {
          ...recordValues(discountCodeEditSchema, code),
          items: code.items.map(({ model, id }) => ({ model, id })),
        }
      : NEW_CODE,
    save: (values) =>
      code
        ? call(discountCodeEndpoints.edit, { params: { id: code._id }, body: bodyOf(values) })
        : call(discountCodeEndpoints.create, { body: bodyOf(values) }),
    popups: { success: code ? words.saved : words.created, failure: (error) => errorMessage(error) },
    clearOnSave: !code,
    onSaved,
  });
  const [kind, appliesTo] = useWatch({ control: form.control, name: ['kind', 'appliesTo'] });

  return (
    <AdminForm form={form} submit={submit} action={code ? words.save : words.create}>
      <Field name="code" label={words.code} hint={words.codeHint} autoComplete="off" maxLength={30} />
      <Radios name="kind" legend={words.kind} choices={words.kinds} />
      {kind === 'amount' ? (
        <fieldset className="mb-3" aria-describedby={amountHint}>
          <legend className="form-label fs-6">{words.kinds.amount}</legend>
          <p id={amountHint} className="form-text mt-0">
            {words.amountHint}
          </p>
          <div className="row gx-md-3">
            <Field
              name="amountArs"
              label={words.amountArs}
              className="col-md-6 mb-3"
              options={WHILE_SHOWN}
              {...PRICE_INPUT}
            />
            <Field
              name="amountUsd"
              label={words.amountUsd}
              className="col-md-6 mb-3"
              options={WHILE_SHOWN}
              {...PRICE_INPUT}
            />
          </div>
        </fieldset>
      ) : (
        <Field
          name="percent"
          label={words.percent}
          type="number"
          min={1}
          max={DISCOUNT_PERCENT_MAX}
          step={1}
          inputMode="numeric"
          options={WHILE_SHOWN}
        />
      )}
      <Radios
        name="appliesTo"
        legend={words.appliesTo}
        choices={{ all: words.appliesToAll, chosen: words.appliesToChosen }}
      />
      {appliesTo === 'chosen' && <ItemChoices choices={items} />}
      <div className="row gx-md-3">
        <Field
          name="maxUses"
          label={words.maxUses}
          hint={words.maxUsesHint}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          className="col-md-6 mb-3"
        />
        <Switch name="oncePerPerson" label={words.oncePerPerson} className="col-md-6 align-self-center" />
        <Field
          name="validFrom"
          label={words.validFrom}
          hint={words.validHint}
          type="date"
          className="col-md-6 mb-3"
        />
        <Field
          name="validUntil"
          label={words.validUntil}
          hint={words.validHint}
          type="date"
          className="col-md-6 mb-3"
        />
      </div>
    </AdminForm>
  );
}
