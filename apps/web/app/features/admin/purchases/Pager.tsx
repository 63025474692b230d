import { Link } from 'react-router';
import { PURCHASE_PAGE_SIZE, hrefOf, type ScreenPlace } from './tabs';

/** 'Anterior', 'Página n de m', 'Siguiente': only when the tab has more than one page. */
export function Pager({ place, total }: { place: ScreenPlace; total: number }) {
  const pages = Math.max(1, Math.ceil(total / PURCHASE_PAGE_SIZE));
  if (pages === 1) return null;
  return (
    <nav aria-label="Páginas" className="d-flex gap-3">
      {place.page > 1 && <Link to={hrefOf({ ...place, page: place.page - 1 })}>Anterior</Link>}
      <span>
        Página {place.page} de {pages}
      </span>
      {place.page < pages && <Link to={hrefOf({ ...place, page: place.page + 1 })}>Siguiente</Link>}
    </nav>
  );
}
