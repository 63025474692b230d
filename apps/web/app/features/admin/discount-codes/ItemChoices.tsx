import { useId } from 'react';
import { useController } from 'react-hook-form';
import {
  discountCodeMessages as words,
  INSCRIPTION_MODELS,
  type DiscountCodeEditInput,
  type DiscountItem,
  type DiscountItemChoice,
} from '@constelaciones/contract';
import { useFieldError } from '../kit/fields';

const sameItem = (a: DiscountItem, b: DiscountItem) => a.model === b.model && a.id === b.id;

/**
 * The items a code is limited to ('Las inscripciones que elijo'): a checkbox per item she may choose, grouped by
 * kind (activities, workshops, modules), bound to the form's `items`, with its rule's message after them.
 */
export function ItemChoices({ choices }: { choices: DiscountItemChoice[] }) {
  const { field } = useController<DiscountCodeEditInput, 'items'>({ name: 'items' });
  const error = useFieldError('items');
  const id = useId();
  const chosen = field.value;
  const toggle = (item: DiscountItem, on: boolean) =>
    field.onChange(on ? [...chosen, item] : chosen.filter((other) => !sameItem(other, item)));

  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{words.appliesToChosen}</legend>
      {INSCRIPTION_MODELS.map((model) => {
        const ofKind = choices.filter((choice) => choice.model === model);
        if (ofKind.length === 0) return null;
        return (
          <fieldset key={model} className="mb-2">
            <legend className="small fw-semibold mb-1">{words.itemKinds[model]}</legend>
            {ofKind.map(({ id: itemId, title }) => {
              const item = { model, id: itemId };
              const inputId = `${id}-${model}-${itemId}`;
              return (
                <div key={itemId} className="form-check">
                  <input
                    id={inputId}
                    type="checkbox"
                    className={`form-check-input${error ? ' is-invalid' : ''}`}
                    checked={chosen.some((other) => sameItem(other, item))}
                    onChange={(event) => toggle(item, event.target.checked)}
                    onBlur={field.onBlur}
                  />
                  <label htmlFor={inputId} className="form-check-label">
                    {title}
                  </label>
                </div>
              );
            })}
          </fieldset>
        );
      })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </fieldset>
  );
}
