import { useRevalidator } from 'react-router';
import { purchaseEndpoints, type PurchaseListQuery } from '@constelaciones/contract';
import { download } from '../../../lib/client';
import { CsvDownload } from '../kit/CsvDownload';
import type { loadPurchaseTab } from './api';
import { PurchaseCard } from './PurchaseCard';
import { PurchaseGroupItem, type GroupTools } from './PurchaseGroupItem';
import { Pager } from './Pager';
import { TabBar } from './TabBar';
import { ALL_PURCHASE_TABS } from './tabs';

interface Props {
  query: PurchaseListQuery;
  view: Awaited<ReturnType<typeof loadPurchaseTab>>;
  /** 'Formación Finalizada''s count under the search. */
  graduates: number;
  /** What a grouped tab's lists show of other admin features. */
  tools: GroupTools;
}

/**
 * A purchase tab of 'Administrar inscriptos': 'Buscar alumno', the tabs with their counts and 'Descargar CSV';
 * then a grouped tab's lists (an accordion per activity or module) or one page of purchase cards.
 */
export function PurchasesScreen({ query, view, graduates, tools }: Props) {
  const { revalidate } = useRevalidator();
  const current = ALL_PURCHASE_TABS.find(({ tab }) => tab === query.tab)!;
  return (
    <section className="purchases">
      <TabBar place={query} counts={view.counts} graduates={graduates} />
      <div className="purchase-tab-actions">
        <CsvDownload
          download={() =>
            download(purchaseEndpoints.csv, { query: { tab: query.tab, search: query.search } })
          }
          of={current.label}
        />
      </div>
      {view.grouped ? (
        view.groups.length === 0 ? (
          <p>No hay inscripciones.</p>
        ) : (
          <div className="accordion purchase-groups">
            {view.groups.map((group) => (
              <PurchaseGroupItem
                key={`${view.tab}|${query.search}|${group.inscription._id}|${group.courseDate ?? ''}`}
                tab={view.tab}
                search={query.search}
                group={group}
                onChanged={() => void revalidate()}
                tools={tools}
              />
            ))}
          </div>
        )
      ) : (
        <PurchasePage query={query} list={view} label={current.label} onChanged={() => void revalidate()} />
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
function PurchasePage({ query, list, label, onChanged }: PageProps) {
  return (
    <>
      {list.purchases.length === 0 ? (
        <p>No hay inscripciones.</p>
      ) : (
        <ul className="list-unstyled admin-list" aria-label={label}>
          {list.purchases.map((purchase) => (
            <PurchaseCard key={purchase._id} purchase={purchase} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <Pager place={query} total={list.total} />
    </>
  );
}
