import { useEffect, useRef, useState } from 'react';
import {
  discountCodeField,
  discountCodeMessages as words,
  type PurchaseQuote,
} from '@constelaciones/contract';
import { formatPrice } from '@constelaciones/contract/format';
import { FormField } from '../../components/ui/form/FormField';
import { discountText } from '../../lib/discountText';
import { checkoutFailure, checkoutFieldError } from './checkout';

const codeRule = discountCodeField();

interface Props {
  /** The code the quote shown takes off; undefined, none. */
  applied: string | undefined;
  disabled: boolean;
  /** Quotes again with that code, or without one: rejects with the server's refusal. */
  requote: (code: string | undefined) => Promise<void>;
}

/**
 * 'Código de descuento' in the checkout: 'Aplicar' quotes again with the code typed (checked here first as the
 * server checks it), and the server's refusal shows beside the field; once applied, 'Quitar código' quotes
 * without it. The focus follows to what replaces the button pressed.
 */
export function DiscountCodeField({ applied, disabled, requote }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (!asked.current) return;
    asked.current = false;
    (applied ? removeButton : input).current?.focus();
  }, [applied]);

  const ask = (code: string | undefined) => {
    setError(undefined);
    asked.current = true;
    requote(code).catch((failure: unknown) => {
      asked.current = false;
      setError(checkoutFieldError(failure, 'code') ?? checkoutFailure(failure));
    });
  };

  const apply = () => {
    const parsed = codeRule.safeParse(text);
    if (!parsed.success) return setError(words.invalid);
    ask(parsed.data);
  };

  if (applied) {
    return (
      <div className="checkout-code d-flex flex-wrap align-items-center gap-2 mb-3">
        <p role="status" className="mb-0">
          {words.applied(applied)}
        </p>
        <button
          ref={removeButton}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={disabled}
          onClick={() => {
            setText('');
            ask(undefined);
          }}
        >
          {words.remove}
        </button>
        {error && (
          <p className="text-danger w-100 mb-0" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <form
      className="checkout-code"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <FormField label={words.field} error={error}>
        {(control) => (
          <div className="input-group">
            <input
              {...control}
              ref={input}
              type="text"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={30}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <button type="submit" className="btn btn-outline-primary" disabled={disabled}>
              {words.apply}
            </button>
          </div>
        )}
      </FormField>
    </form>
  );
}

/**
 * Above the total of a quote with a code: the price before it (the total plus what it takes off) and the
 * discount, 'Descuento (CODE)'.
 */
export function DiscountLines({ quote }: { quote: PurchaseQuote }) {
  if (!quote.discount) return null;
  const { code, amount } = quote.discount;
  return (
    <dl className="row mb-1">
      <dt className="col-7 fw-normal">{words.listPrice}</dt>
      <dd className="col-5 text-end mb-0">{formatPrice(quote.amount + amount, quote.currency)}</dd>
      <dt className="col-7 fw-normal">{`${words.discount} (${code})`}</dt>
      <dd className="col-5 text-end mb-0">{discountText(amount, quote.currency)}</dd>
    </dl>
  );
}
