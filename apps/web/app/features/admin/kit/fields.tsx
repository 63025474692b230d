import { placesMessages } from '@constelaciones/contract/places-messages';
import { createElement, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { AGENDA_KINDS, MAX_INSTALLMENTS, messages } from '@constelaciones/contract';
import {
  get,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type RegisterOptions,
} from 'react-hook-form';
import { FormField } from '../../../components/ui/form/FormField';
import { LINK_INPUT, PRICE_INPUT } from './inputKinds';
import type { FormSchema } from './schemaFields';
import { withHint } from './withHint';

/*
 * Fields bound by name to the form in context (an AdminForm): each reads its registration and its message
 * (the schema's or the server's) from react-hook-form, so a field is one line. `fieldsFor(schema)` gives them
 * typed by the form's schema, so that a misspelt name does not compile.
 */

/** The message of a field of the form in context, re-rendering only that field when it changes. */
export function useFieldError(name: string): string | undefined {
  const { errors } = useFormState({ name });
  return (get(errors, name) as { message?: string } | undefined)?.message;
}

type ControlAttributes = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'className' | 'children' | 'form'
> & { rows?: number };

interface FieldProps<Values extends FieldValues> extends ControlAttributes {
  name: Path<Values>;
  label: string;
  /** The element: an input unless said otherwise; a select takes its options as children. */
  as?: 'input' | 'select' | 'textarea';
  /** Read under the control, and by screen readers after the field's message. */
  hint?: ReactNode;
  /** The wrapper's classes: its column in the form's grid. */
  className?: string;
  options?: RegisterOptions<Values, Path<Values>>;
  children?: ReactNode;
}

/** A labelled input, select or textarea, with its rule's message next to it. */
export function BoundField<Values extends FieldValues = FieldValues>({
  name,
  label,
  as = 'input',
  hint,
  className = 'mb-3',
  options,
  children,
  ...attributes
}: FieldProps<Values>) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  return (
    <FormField
      label={label}
      error={error}
      className={className}
      controlClass={as === 'select' ? 'form-select' : 'form-control'}
    >
      {(field) => {
        const { control, hintId } = hint ? withHint(field) : { control: field, hintId: undefined };
        return (
          <>
            {createElement(as, { ...attributes, ...control, ...register(name, options) }, children)}
            {hint && (
              <div id={hintId} className="form-text">
                {hint}
              </div>
            )}
          </>
        );
      }}
    </FormField>
  );
}

interface SwitchProps<Values extends FieldValues> {
  name: Path<Values>;
  label: string;
  /** A sentence saying what the switch changes on the site, when its label does not say it all. */
  hint?: string;
  className?: string;
}

/** A yes/no setting shown as a switch (a checkbox with the switch role), with its label and hint. */
export function BoundSwitch<Values extends FieldValues = FieldValues>({
  name,
  label,
  hint,
  className = 'col-12',
}: SwitchProps<Values>) {
  const { register } = useFormContext<Values>();
  const id = useId();
  return (
    <div className={className}>
      <div className="form-check form-switch mb-3">
        <input
          {...register(name)}
          id={id}
          className="form-check-input"
          type="checkbox"
          role="switch"
          aria-describedby={hint ? `${id}-hint` : undefined}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
        {hint && (
          <div id={`${id}-hint`} className="form-text">
            {hint}
          </div>
        )}
      </div>
    </div>
  );
}

interface RadiosProps<Values extends FieldValues> {
  name: Path<Values>;
  legend: string;
  /** Each value the field takes, with its label, in the order shown. */
  choices: Record<string, string>;
  className?: string;
}

/** One of a few values, as radio buttons under their legend, with the rule's message after them. */
export function BoundRadios<Values extends FieldValues = FieldValues>({
  name,
  legend,
  choices,
  className = 'mb-3',
}: RadiosProps<Values>) {
  const { register } = useFormContext<Values>();
  const error = useFieldError(name);
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={className}>
      <legend className="form-label fs-6">{legend}</legend>
      {Object.entries(choices).map(([value, label]) => (
        <div key={value} className="form-check">
          <input
            {...register(name)}
            id={`${id}-${value}`}
            type="radio"
            value={value}
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
          <label htmlFor={`${id}-${value}`} className="form-check-label">
            {label}
          </label>
        </div>
      ))}
      {error && (
        <div id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}

/** A web address field. */
export const LinkField = <Values extends FieldValues = FieldValues>(props: FieldProps<Values>) => (
  <BoundField<Values> {...LINK_INPUT} {...props} />
);

/** The price in pesos and in dollars, named as every admin schema names them. */
export function PriceFields({ className }: { className: string }) {
  return (
    <>
      <BoundField name="pricePesos" label="Precio en pesos" className={className} {...PRICE_INPUT} />
      <BoundField name="priceDolar" label="Precio en dólares" className={className} {...PRICE_INPUT} />
    </>
  );
}

/** 'Cupo', named `capacity` in every schema that has one: a whole number, empty for no limit. */
export function CapacityField({ className, note = '' }: { className: string; note?: string }) {
  return (
    <BoundField
      name="capacity"
      label={placesMessages.capacity}
      type="number"
      min={1}
      step={1}
      inputMode="numeric"
      hint={`${placesMessages.capacityHint}${note}`}
      className={className}
    />
  );
}

/** An item's most cuotas at Mercado Pago, named `installments` in every schema that has one: empty, the site's. */
export function InstallmentsField({ className }: { className: string }) {
  return (
    <BoundField
      name="installments"
      label={messages.installments.itemLabel}
      type="number"
      min={1}
      max={MAX_INSTALLMENTS}
      step={1}
      inputMode="numeric"
      hint={messages.installments.itemHint}
      className={className}
    />
  );
}

/**
 * The kind of a date on the agenda, named `kind` in every schema that has one: free text, with the spec's
 * four kinds (which have their colours) offered as the owner types.
 */
export function KindField({ hint, className }: { hint: string; className: string }) {
  const kinds = useId();
  return (
    <>
      <BoundField name="kind" label="Tipo" list={kinds} hint={hint} className={className} />
      <datalist id={kinds}>
        {AGENDA_KINDS.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>
    </>
  );
}

/** The bound fields of a form, accepting only the names its schema has. */
export const fieldsFor = <Values extends FieldValues>(_schema: FormSchema<Values, unknown>) => ({
  Field: BoundField<Values>,
  Link: LinkField<Values>,
  Switch: BoundSwitch<Values>,
  Radios: BoundRadios<Values>,
});
