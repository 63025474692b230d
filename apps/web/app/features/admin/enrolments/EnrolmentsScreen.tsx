import { Form, Link, useRevalidator } from 'react-router';
import type { PurchaseListQuery } from '@constelaciones/contract';
import type { listEnrolments } from './api';
import { EnrolmentCard } from './EnrolmentCard';
import { ENROLMENT_PAGE_SIZE, ENROLMENT_PARAMS, ENROLMENT_TABS } from './tabs';

interface Props {
  query: PurchaseListQuery;
  list: Awaited<ReturnType<typeof listEnrolments>>;
}

/** The address of a tab, search and page of this screen. */
function hrefOf({ tab, search, page }: Pick<PurchaseListQuery, 'tab' | 'search' | 'page'>): string {
  const params = new URLSearchParams({ [ENROLMENT_PARAMS.tab]: tab });
  if (search) params.set(ENROLMENT_PARAMS.search, search);
  if (page > 1) params.set(ENROLMENT_PARAMS.page, String(page));
  return `?${params}`;
}

/** 'Administrar inscriptos': 'Buscar alumno', the tabs with their counts, one page of enrolment cards. */
export function EnrolmentsScreen({ query, list }: Props) {
  const { revalidate } = useRevalidator();
  const current = ENROLMENT_TABS.find(({ tab }) => tab === query.tab)!;
  const pages = Math.max(1, Math.ceil(list.total / ENROLMENT_PAGE_SIZE));
  return (
    <section className="enrolments">
      <Form method="get" role="search">
        <input type="hidden" name={ENROLMENT_PARAMS.tab} value={query.tab} />
        <label htmlFor="buscar-alumno">Buscar alumno</label>
        <input id="buscar-alumno" type="search" name={ENROLMENT_PARAMS.search} defaultValue={query.search} />
        <button type="submit" className="btn btn-outline-primary">
          Buscar
        </button>
      </Form>
      <nav aria-label="Inscripciones">
        <ul className="nav nav-tabs">
          {ENROLMENT_TABS.map(({ tab, label }) => (
            <li key={tab} className="nav-item">
              <Link
                className={`nav-link${tab === query.tab ? ' active' : ''}`}
                aria-current={tab === query.tab ? 'page' : undefined}
                to={hrefOf({ tab, search: query.search, page: 1 })}
              >
                {label} ({list.counts[tab]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {list.purchases.length === 0 ? (
        <p>No hay inscripciones.</p>
      ) : (
        <ul className="list-unstyled admin-list" aria-label={current.label}>
          {list.purchases.map((purchase) => (
            <EnrolmentCard key={purchase._id} purchase={purchase} onChanged={() => void revalidate()} />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Páginas" className="d-flex gap-3">
          {query.page > 1 && <Link to={hrefOf({ ...query, page: query.page - 1 })}>Anterior</Link>}
          <span>
            Página {query.page} de {pages}
          </span>
          {query.page < pages && <Link to={hrefOf({ ...query, page: query.page + 1 })}>Siguiente</Link>}
        </nav>
      )}
    </section>
  );
}
