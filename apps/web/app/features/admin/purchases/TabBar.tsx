import { Form, Link, useNavigation } from 'react-router';
import type { PurchaseTab } from '@constelaciones/contract';
import {
  PURCHASE_PARAMS,
  PURCHASE_SCREEN_TABS,
  GRADUATES_TAB,
  WORKSHOPS_TAB,
  hrefOf,
  type ScreenPlace,
} from './tabs';

interface Props {
  place: ScreenPlace;
  /** Every purchase tab's count, and the graduates', under the search. */
  counts: Record<PurchaseTab, number>;
  graduates: number;
}

/**
 * 'Buscar alumno' and the spec's seven tabs with their counts, then 'Talleres'
 * (docs/decisions/065-workshops-tab.md).
 */
export function TabBar({ place, counts, graduates }: Props) {
  // A tab just clicked may still be loading: a search sent meanwhile searches that tab, not the one on
  // screen.
  const opening = useNavigation().location;
  const searchedTab = (opening && new URLSearchParams(opening.search).get(PURCHASE_PARAMS.tab)) || place.tab;
  const tabs = [
    ...PURCHASE_SCREEN_TABS.map(({ tab, label }) => ({ tab, label, count: counts[tab] })),
    { ...GRADUATES_TAB, count: graduates },
    { ...WORKSHOPS_TAB, count: counts[WORKSHOPS_TAB.tab] },
  ];
  return (
    <>
      <Form method="get" role="search">
        <input type="hidden" name={PURCHASE_PARAMS.tab} value={searchedTab} />
        <label htmlFor="buscar-alumno">Buscar alumno</label>
        <input id="buscar-alumno" type="search" name={PURCHASE_PARAMS.search} defaultValue={place.search} />
        <button type="submit" className="btn btn-outline-primary">
          Buscar
        </button>
      </Form>
      <nav aria-label="Inscripciones">
        <ul className="nav nav-tabs">
          {tabs.map(({ tab, label, count }) => (
            <li key={tab} className="nav-item">
              <Link
                className={`nav-link${tab === place.tab ? ' active' : ''}`}
                aria-current={tab === place.tab ? 'page' : undefined}
                to={hrefOf({ tab, search: place.search, page: 1 })}
              >
                {label} ({count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
