import { Form, Link, useRevalidator } from 'react-router';
import type { EnrolmentMonth, PurchaseListQuery } from '@constelaciones/contract';
import type { loadEnrolmentsScreen } from './api';
import { CsvDownload } from './CsvDownload';
import { EnrolmentCard } from './EnrolmentCard';
import { EnrolmentGroup } from './EnrolmentGroup';
import { MonthlySummary } from './MonthlySummary';
import { ENROLMENT_PAGE_SIZE, ENROLMENT_PARAMS, ENROLMENT_TABS } from './tabs';

interface Props {
  query: PurchaseListQuery;
  view: Awaited<ReturnType<typeof loadEnrolmentsScreen>>['view'];
  summary: EnrolmentMonth[];
}

/** The address of a tab, search and page of this screen. */
function hrefOf({ tab, search, page }: Pick<PurchaseListQuery, 'tab' | 'search' | 'page'>): string {
  const params = new URLSearchParams({ [ENROLMENT_PARAMS.tab]: tab });
  if (search) params.set(ENROLMENT_PARAMS.search, search);
  if (page > 1) params.set(ENROLMENT_PARAMS.page, String(page));
  return `?${params}`;
}

/**
 * 'Administrar inscriptos': the monthly summary, 'Buscar alumno', the tabs with their counts and 'Descargar CSV';
 * then a grouped tab's lists (an accordion per activity or module) or one page of enrolment cards.
 */
export function EnrolmentsScreen({ query, view, summary }: Props) {
  const { revalidate } = useRevalidator();
  const current = ENROLMENT_TABS.find(({ tab }) => tab === query.tab)!;
  return (
    <section className="enrolments">
      <MonthlySummary months={summary} />
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
                {label} ({view.counts[tab]})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="enrolment-tab-actions">
        <CsvDownload query={{ tab: query.tab, search: query.search }} of={current.label} />
      </div>
      {view.grouped ? (
        view.groups.length === 0 ? (
          <p>No hay inscripciones.</p>
        ) : (
          <div className="accordion enrolment-groups">
            {view.groups.map((group) => (
              <EnrolmentGroup
                key={`${view.tab}|${query.search}|${group.inscription._id}`}
                tab={view.tab}
                search={query.search}
                group={group}
                onChanged={() => void revalidate()}
              />
            ))}
          </div>
        )
      ) : (
        <EnrolmentPage query={query} list={view} label={current.label} onChanged={() => void revalidate()} />
      )}
    </section>
  );
}

interface PageProps {
  query: PurchaseListQuery;
  list: Extract<Props['view'], { grouped: false }>;
  label: string;
  onChanged: () => void;
}

/** One page of a tab that is not grouped ('Todas las compras'), newest first, with the pages' links. */
function EnrolmentPage({ query, list, label, onChanged }: PageProps) {
  const pages = Math.max(1, Math.ceil(list.total / ENROLMENT_PAGE_SIZE));
  return (
    <>
      {list.purchases.length === 0 ? (
        <p>No hay inscripciones.</p>
      ) : (
        <ul className="list-unstyled admin-list" aria-label={label}>
          {list.purchases.map((purchase) => (
            <EnrolmentCard key={purchase._id} purchase={purchase} onChanged={onChanged} />
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
    </>
  );
}
