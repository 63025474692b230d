import { useRevalidator } from 'react-router';
import { WITHDRAWAL_DAYS, type Withdrawal } from '@constelaciones/contract';
import { NothingYet } from '../kit/NothingYet';
import { WithdrawalCard } from './WithdrawalCard';

function WithdrawalList({ label, items }: { label: string; items: Withdrawal[] }) {
  const { revalidate } = useRevalidator();
  if (items.length === 0) return <NothingYet label={label} />;
  return (
    <ul className="list-unstyled admin-list" aria-label={label}>
      {items.map((withdrawal) => (
        <WithdrawalCard key={withdrawal._id} withdrawal={withdrawal} onChanged={() => void revalidate()} />
      ))}
    </ul>
  );
}

/** 'Arrepentimientos': the open requests first, then the ones resolved or rejected, each list newest first. */
export function Withdrawals({ withdrawals }: { withdrawals: Withdrawal[] }) {
  return (
    <>
      <p>
        Las solicitudes del botón de arrepentimiento. Dentro de los {WITHDRAWAL_DAYS} días corridos desde la
        inscripción, resolvelas: el pago se reintegra por Mercado Pago o PayPal, o marcás que lo devolviste
        por transferencia. Después del plazo, decidís si la aceptás o la rechazás con una nota.
      </p>
      <h3 className="h4">Abiertas</h3>
      <WithdrawalList label="Solicitudes abiertas" items={withdrawals.filter((w) => w.state === 'open')} />
      <h3 className="h4 mt-4">Resueltas y rechazadas</h3>
      <WithdrawalList
        label="Solicitudes resueltas y rechazadas"
        items={withdrawals.filter((w) => w.state !== 'open')}
      />
    </>
  );
}
