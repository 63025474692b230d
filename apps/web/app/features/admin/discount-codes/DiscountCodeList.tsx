import {
  discountCodeEndpoints,
  discountCodeMessages as words,
  formatDate,
  formatPrice,
  messages,
  type DiscountCode,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';
import { ReadOnlyFacts } from '../kit/ReadOnlyFacts';
import { useRemoval } from '../kit/useRemoval';

/** What a code takes off: '15 %', or its amounts in pesos and in dollars ('$ 1.000 / USD 10'). */
function takesOff({ percent, amountArs, amountUsd }: DiscountCode): string {
  if (percent !== null) return `${percent} %`;
  const amounts = [
    amountArs !== null && formatPrice(amountArs, 'ARS'),
    amountUsd !== null && formatPrice(amountUsd, 'USD'),
  ];
  return amounts.filter(Boolean).join(' / ');
}

/** Every item, or the chosen ones with their kind: 'Actividad: Charla abierta · Módulo: Módulo 1'. */
const appliesToText = (code: DiscountCode): string =>
  code.appliesTo === 'all'
    ? words.everything
    : code.items.map((item) => `${words.itemKinds[item.model]}: ${item.title}`).join(' · ');

/** What it takes off and for what, and each end of the days it is valid that is set. */
function facts(code: DiscountCode): [string, string][] {
  const shown: [string, string][] = [
    [words.discountAmount, takesOff(code)],
    [words.appliesTo, appliesToText(code)],
  ];
  if (code.validFrom) shown.push([words.validFrom, formatDate(code.validFrom)]);
  if (code.validUntil) shown.push([words.validUntil, formatDate(code.validUntil)]);
  return shown;
}

const remove = (id: string) => call(discountCodeEndpoints.remove, { params: { id } });

interface CardProps {
  code: DiscountCode;
  onEdit: () => void;
}

/** One code: what it takes off and for what, the days it is valid, its uses, and 'Editar' and 'Eliminar'. */
function DiscountCodeCard({ code, onEdit }: CardProps) {
  const { pendingId, removeItem } = useRemoval(
    {
      deleteConfirm: words.confirmDelete(code.code),
      deleteConfirmButton: words.delete,
      deleted: words.deleted,
      deleteFailed: messages.server.unexpected,
    },
    remove,
  );
  const name = <span className="visually-hidden"> «{code.code}»</span>;
  return (
    <li className="admin-item discount-code" aria-label={code.code}>
      <div className="admin-item-body">
        <h4 className="admin-item-title">{code.code}</h4>
        <ReadOnlyFacts facts={facts(code)} />
        <p className="admin-item-text">{words.uses(code.used, code.held, code.maxUses)}</p>
        {code.oncePerPerson && (
          <p className="admin-item-badges">
            <span className="badge text-bg-secondary">{words.oncePerPerson}</span>
          </p>
        )}
      </div>
      <div className="admin-item-actions">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={onEdit}>
          {words.edit}
          {name}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() => void removeItem(code._id)}
          disabled={pendingId === code._id}
          aria-busy={pendingId === code._id || undefined}
        >
          {words.delete}
          {name}
        </button>
      </div>
    </li>
  );
}

interface Props {
  codes: DiscountCode[];
  /** 'Editar': the form above takes the code. */
  onEdit: (code: DiscountCode) => void;
}

/** Her codes, newest first (the server's order), or the sentence that she has none yet. */
export function DiscountCodeList({ codes, onEdit }: Props) {
  if (codes.length === 0) return <p>{words.none}</p>;
  return (
    <ul className="list-unstyled admin-list" aria-label={words.title}>
      {codes.map((code) => (
        <DiscountCodeCard key={code._id} code={code} onEdit={() => onEdit(code)} />
      ))}
    </ul>
  );
}
