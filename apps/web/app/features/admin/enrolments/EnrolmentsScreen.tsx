import { useRevalidator } from 'react-router';
import type { PurchaseListQuery } from '@constelaciones/contract';
import { downloadEnrolments, type loadEnrolmentTab } from './api';
import { CsvDownload } from './CsvDownload';
import { EnrolmentCard } from './EnrolmentCard';
import { EnrolmentGroup } from './EnrolmentGroup';
import { Pager } from './Pager';
import { TabBar } from './TabBar';
import { ENROLMENT_TABS } from './tabs';

interface Props {
  query: PurchaseListQuery;
  view: Awaited<ReturnType<typeof loadEnrolmentTab>>;
  /** 'Formación Finalizada''s count under the search. */
  graduates: number;
}

/**
 * An enrolment tab of 'Administrar inscriptos': 'Buscar alumno', the tabs with their counts and 'Descargar CSV';
 * then a grouped tab's lists (an accordion per activity or module) or one page of enrolment cards.
 */
export function EnrolmentsScreen({ query, view, graduates }: Props) {
  const { revalidate } = useRevalidator();
  const current = ENROLMENT_TABS.find(({ tab }) => tab === query.tab)!;
  return (
    <section className="enrolments">
      <TabBar place={query} counts={view.counts} graduates={graduates} />
      <div className="enrolment-tab-actions">
        <CsvDownload
          download={() => downloadEnrolments({ tab: query.tab, search: query.search })}
          of={current.label}
        />
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
      <Pager place={query} total={list.total} />
    </>
  );
}
