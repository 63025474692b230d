import { useRevalidator } from 'react-router';
import type { PurchaseListQuery } from '@constelaciones/contract';
import type { listEnrolments } from './api';
import { EnrolmentCard } from './EnrolmentCard';
import { Pager } from './Pager';
import { TabBar } from './TabBar';
import { ENROLMENT_TABS } from './tabs';

interface Props {
  query: PurchaseListQuery;
  list: Awaited<ReturnType<typeof listEnrolments>>;
  /** 'Formación Finalizada''s count under the search. */
  graduates: number;
}

/** 'Administrar inscriptos': 'Buscar alumno', the tabs with their counts, one page of enrolment cards. */
export function EnrolmentsScreen({ query, list, graduates }: Props) {
  const { revalidate } = useRevalidator();
  const current = ENROLMENT_TABS.find(({ tab }) => tab === query.tab)!;
  return (
    <section className="enrolments">
      <TabBar place={query} counts={list.counts} graduates={graduates} />
      {list.purchases.length === 0 ? (
        <p>No hay inscripciones.</p>
      ) : (
        <ul className="list-unstyled admin-list" aria-label={current.label}>
          {list.purchases.map((purchase) => (
            <EnrolmentCard key={purchase._id} purchase={purchase} onChanged={() => void revalidate()} />
          ))}
        </ul>
      )}
      <Pager place={query} total={list.total} />
    </section>
  );
}
