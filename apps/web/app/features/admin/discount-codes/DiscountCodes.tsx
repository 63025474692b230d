import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import {
  discountCodeMessages as words,
  type DiscountCode,
  type DiscountItemChoice,
} from '@constelaciones/contract';
import { DiscountCodeForm } from './DiscountCodeForm';
import { DiscountCodeList } from './DiscountCodeList';

interface Props {
  codes: DiscountCode[];
  /** The items she may limit a code to. */
  items: DiscountItemChoice[];
}

/**
 * 'Códigos de descuento': her codes, then the form that creates one, or edits the one whose 'Editar' she chose
 * (the focus goes to the form's heading); once saved, the list is read again and the form creates.
 */
export function DiscountCodes({ codes, items }: Props) {
  const { revalidate } = useRevalidator();
  const [editing, setEditing] = useState<DiscountCode>();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const edit = (code: DiscountCode | undefined) => {
    setEditing(code);
    heading.current?.focus();
  };

  return (
    <>
      <p>{words.intro}</p>
      <DiscountCodeList codes={codes} onEdit={edit} />
      <section className="mt-4" aria-labelledby={headingId}>
        <h3 id={headingId} ref={heading} tabIndex={-1} className="h4">
          {editing ? `${words.edit} ${editing.code}` : words.create}
        </h3>
        {editing && (
          <button type="button" className="btn btn-link px-0 mb-2" onClick={() => edit(undefined)}>
            {words.create}
          </button>
        )}
        <DiscountCodeForm
          key={editing?._id ?? 'new'}
          code={editing}
          items={items}
          onSaved={() => {
            setEditing(undefined);
            void revalidate();
          }}
        />
      </section>
    </>
  );
}
