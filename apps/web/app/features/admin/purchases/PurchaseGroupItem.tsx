import { useId, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  formatDate,
  ownerMessageTexts,
  PURCHASE_PAGE_MAX,
  purchaseEndpoints,
  type GroupedPurchaseTab,
  type InscriptionModel,
  type Purchase,
  type PurchaseGroup,
} from '@constelaciones/contract';
import { attendanceMessages } from '@constelaciones/contract';
import { call, download } from '../../../lib/client';
import { errorMessage } from '../../../lib/errorMessage';
import { CsvDownload } from '../kit/CsvDownload';
import { printOnly } from '../kit/print';
import { PurchaseCard } from './PurchaseCard';
import { WaitingListPanel } from './WaitingListPanel';

interface GroupList {
  purchases: Purchase[];
  total: number;
}

/**
 * What a list shows of other admin features, drawn by the route that puts them together: a module's attendance
 * sheet, and the message to the list's people.
 */
export interface GroupTools {
  attendanceSheet: (sheet: { moduleId: string; title: string; onChanged: () => void }) => ReactNode;
  messageComposer: (list: {
    inscriptionModel: InscriptionModel;
    inscription: string;
    courseDate: string | null;
    title: string;
  }) => ReactNode;
}

interface Props {
  tab: GroupedPurchaseTab;
  search: string;
  group: PurchaseGroup;
  /** After a card's change: the tabs' counts are read again. */
  onChanged: () => void;
  tools: GroupTools;
}

/**
 * One activity's, module's or workshop date's list in a grouped tab: an accordion whose purchases are read when it is first
 * opened (100 at a time, 'Mostrar más'), with 'Imprimir lista' (the whole list read first, then printed alone,
 * titled 'listado'), 'Descargar CSV' and 'Enviar mensaje' (to the people of the list).
 */
export function PurchaseGroupItem({ tab, search, group, onChanged, tools }: Props) {
  const buttonId = useId();
  const regionId = useId();
  const item = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<GroupList>();
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState('');
  const [writing, setWriting] = useState(false);
  const [attending, setAttending] = useState(false);
  const { _id: inscription } = group.inscription;
  // A workshop's list is one date's: its title says which, and whether it is the course's current date.
  const courseDate = group.courseDate ?? undefined;
  const title = courseDate
    ? `${group.inscription.title} · ${formatDate(courseDate)}${group.current ? '' : ' (fecha pasada)'}`
    : group.inscription.title;

  /** The pages after `start` until it holds `wanted` purchases or the whole list. */
  async function readFrom(start: Purchase[], wanted: number): Promise<GroupList> {
    let purchases = start;
    let total = Number.POSITIVE_INFINITY;
    while (purchases.length < Math.min(wanted, total)) {
      const page = Math.floor(purchases.length / PURCHASE_PAGE_MAX) + 1;
      const answer = await call(purchaseEndpoints.list, {
        query: { tab, search, inscription, courseDate, page, size: PURCHASE_PAGE_MAX },
      });
      total = answer.total;
      purchases = [...purchases, ...answer.purchases];
      if (answer.purchases.length < PURCHASE_PAGE_MAX) break;
    }
    return { purchases, total: Number.isFinite(total) ? total : purchases.length };
  }

  async function read(start: Purchase[], wanted: number): Promise<GroupList | undefined> {
    setLoading(true);
    setError('');
    try {
      const next = await readFrom(start, wanted);
      setList(next);
      return next;
    } catch (failure) {
      setError(errorMessage(failure));
      return undefined;
    } finally {
      setLoading(false);
    }
  }

  function toggle() {
    setOpen(!open);
    if (!list && !loading) void read([], 1);
  }

  async function print() {
    const complete =
      list && list.purchases.length >= list.total
        ? list
        : await read(list?.purchases ?? [], Number.POSITIVE_INFINITY);
    if (!complete || !item.current) return;
    // The list on screen before the browser takes its picture.
    flushSync(() => setOpen(true));
    printOnly(item.current);
  }

  function changed() {
    onChanged();
    void read([], Math.max(1, list?.purchases.length ?? 1));
  }

  return (
    <div className="accordion-item purchase-group" ref={item}>
      <h3 className="accordion-header">
        <button
          type="button"
          id={buttonId}
          className={`accordion-button${open ? '' : ' collapsed'}`}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={toggle}
        >
          {title} ({group.count})
        </button>
      </h3>
      <div
        id={regionId}
        role="region"
        aria-labelledby={buttonId}
        className="accordion-collapse"
        hidden={!open}
      >
        <div className="accordion-body">
          <div className="purchase-group-actions">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              disabled={loading}
              onClick={() => void print()}
            >
              Imprimir lista<span className="visually-hidden"> de {title}</span>
            </button>
            <CsvDownload
              download={() =>
                download(purchaseEndpoints.csv, { query: { tab, search, inscription, courseDate } })
              }
              of={title}
            />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              aria-expanded={writing}
              onClick={() => setWriting(!writing)}
            >
              {ownerMessageTexts.open}
              <span className="visually-hidden"> a {title}</span>
            </button>
          </div>
          {group.inscriptionModel === 'Module' && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary attendance-open"
              aria-expanded={attending}
              onClick={() => setAttending(!attending)}
            >
              {attendanceMessages.open}
              <span className="visually-hidden"> de {title}</span>
            </button>
          )}
          {attending && tools.attendanceSheet({ moduleId: inscription, title, onChanged })}
          {writing &&
            tools.messageComposer({
              inscriptionModel: group.inscriptionModel,
              inscription,
              courseDate: courseDate ?? null,
              title,
            })}
          {error && <p role="alert">{error}</p>}
          {open && (!courseDate || group.current) && <WaitingListPanel group={group} onChanged={onChanged} />}
          {list ? (
            <ul className="list-unstyled admin-list" aria-label={title}>
              {list.purchases.map((purchase) => (
                <PurchaseCard key={purchase._id} purchase={purchase} onChanged={changed} />
              ))}
            </ul>
          ) : (
            loading && <p role="status">Cargando inscriptos…</p>
          )}
          {list && list.purchases.length < list.total && (
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={loading}
              onClick={() => void read(list.purchases, list.purchases.length + 1)}
            >
              Mostrar más
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
