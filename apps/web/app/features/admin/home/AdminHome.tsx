import { Link } from 'react-router';
import { formatDate, formatTime, type AdminHome as Home } from '@constelaciones/contract';
import { tabHref, type AdminTab } from '../kit/tabs';

/** One line of 'Inicio': how many, what (singular and plural), where she acts on it and how. */
interface Item {
  count: number;
  what: readonly [one: string, many: string];
  tab: AdminTab;
  hint: string;
}

/** What waits for her, in the order she would see to it, each with the tab where she does. */
const WAITING: Record<keyof Home['waiting'], Omit<Item, 'count'>> = {
  transfers: {
    what: ['transferencia por confirmar', 'transferencias por confirmar'],
    tab: 'inscriptos',
    hint: 'En «Administrar inscriptos», «Confirmar pago» en la tarjeta de cada una cuando llegue el dinero.',
  },
  withdrawals: {
    what: ['solicitud de arrepentimiento abierta', 'solicitudes de arrepentimiento abiertas'],
    tab: 'arrepentimientos',
    hint: 'En «Arrepentimientos»: «Resolver» devuelve el dinero; fuera de plazo, también podés «Rechazar».',
  },
  offers: {
    what: ['lugar ofrecido de una lista de espera', 'lugares ofrecidos de listas de espera'],
    tab: 'inscriptos',
    hint: 'Cada lugar se guarda hasta que la persona se inscribe o pasa su plazo; las listas están en «Administrar inscriptos».',
  },
  failedEmails: {
    what: ['correo que no salió', 'correos que no salieron'],
    tab: 'registro',
    hint: 'El sitio sigue reintentando solo; el motivo está en «Registro de cambios», en «Correos y tareas con problemas».',
  },
  rejectedInvoices: {
    what: ['comprobante rechazado por ARCA', 'comprobantes rechazados por ARCA'],
    tab: 'facturacion',
    hint: 'En «Facturación», corregí lo que dice ARCA y tocá «Reintentar».',
  },
};

/** The purchases made since her previous visit, when there are any. */
function newPurchases({ newPurchases: made }: Home): Item[] {
  if (!made || made.count === 0) return [];
  return [
    {
      count: made.count,
      what: ['inscripción nueva', 'inscripciones nuevas'],
      tab: 'inscriptos',
      hint: `Desde tu visita anterior, el ${formatDate(made.since)} a las ${formatTime(made.since)}; «Todas las compras» muestra primero las más nuevas.`,
    },
  ];
}

/**
 * 'Inicio': what needs her today, each a count that leads to the tab where she acts on it; what has nothing is
 * left out, and with nothing at all it says so.
 */
export function AdminHome({ home }: { home: Home }) {
  const items = [
    ...(Object.keys(WAITING) as (keyof Home['waiting'])[]).map((key) => ({
      ...WAITING[key],
      count: home.waiting[key],
    })),
    ...newPurchases(home),
  ].filter((item) => item.count > 0);
  if (items.length === 0) return <p className="admin-home-calm">Nada pendiente hoy.</p>;
  return (
    <ul className="list-unstyled admin-home-items" aria-label="Para hoy">
      {items.map(({ count, what, tab, hint }) => (
        <li key={what[0]} className="admin-home-item">
          <Link to={tabHref(tab)} className="admin-home-link">
            <span className="admin-home-count">{count}</span> {count === 1 ? what[0] : what[1]}
          </Link>
          <p className="admin-home-hint">{hint}</p>
        </li>
      ))}
    </ul>
  );
}
