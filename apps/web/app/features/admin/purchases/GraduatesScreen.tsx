import { useRevalidator } from 'react-router';
import {
  constellatorEndpoints,
  type EndpointResult,
  type GraduateListQuery,
  type PurchaseTab,
} from '@constelaciones/contract';
import { download } from '../../../lib/client';
import { CsvDownload } from '../kit/CsvDownload';
import { GraduateCard } from './GraduateCard';
import { Pager } from './Pager';
import { TabBar } from './TabBar';
import { GRADUATES_TAB } from './tabs';

interface Props {
  query: GraduateListQuery;
  list: EndpointResult<typeof constellatorEndpoints.graduates>;
  /** The purchase tabs' counts under the search. */
  counts: Record<PurchaseTab, number>;
}

/** 'Formación Finalizada': the people who finished every module of the training, to publish on /consteladores. */
export function GraduatesScreen({ query, list, counts }: Props) {
  const { revalidate } = useRevalidator();
  const place = { ...query, tab: GRADUATES_TAB.tab };
  return (
    <section className="purchases">
      <TabBar place={place} counts={counts} graduates={list.total} />
      <div className="purchase-tab-actions">
        <CsvDownload
          download={() => download(constellatorEndpoints.graduatesCsv, { query: { search: query.search } })}
          of={GRADUATES_TAB.label}
        />
      </div>
      {list.graduates.length === 0 ? (
        <p>No hay alumnos con la formación finalizada.</p>
      ) : (
        <ul className="list-unstyled admin-list" aria-label={GRADUATES_TAB.label}>
          {list.graduates.map((graduate) => (
            <GraduateCard key={graduate._id} graduate={graduate} onChanged={() => void revalidate()} />
          ))}
        </ul>
      )}
      <Pager place={place} total={list.total} />
    </section>
  );
}
