import type { ReactNode } from 'react';
import { formatPrice } from '@constelaciones/contract';
import { adminHref } from './tabs';
import { EditLink } from './EditLink';
import { NothingYet } from './NothingYet';
import { TableRegion } from '../../../components/ui/TableRegion';

interface Item {
  _id: string;
  title: string;
}

/** A column of an admin table: its header, and what a row shows in it. */
export type Column<T> = [header: string, cell: (item: T) => ReactNode];

/** The prices in pesos and in dollars, named as every admin entity names them. */
export const PRICE_COLUMNS: Column<{ pricePesos: number; priceDolar: number }>[] = [
  ['Precio en pesos', (item) => formatPrice(item.pricePesos, 'ARS')],
  ['Precio en dólares', (item) => formatPrice(item.priceDolar, 'USD')],
];

interface Props<T extends Item> {
  items: T[];
  /** What the items are, e.g. 'Cursos': the table region's accessible name. */
  label: string;
  /** The header of the items' names, e.g. 'Curso'. */
  itemHeader: string;
  /** The edit page's route under /admin, e.g. 'editar-curso' (spec section 2). */
  edit: string;
  /** The other columns. */
  columns: Column<T>[];
}

/**
 * An admin table of items edited but not deleted here (courses, modules). 'Editar' is the first column, so
 * that it is in sight without scrolling sideways even when the other columns are wider than the screen.
 */
export function AdminTable<T extends Item>({ items, label, itemHeader, edit, columns }: Props<T>) {
  if (items.length === 0) return <NothingYet label={label} />;
  return (
    <TableRegion label={label} className="admin-table">
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Acciones</span>
            </th>
            <th scope="col">{itemHeader}</th>
            {columns.map(([header]) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item._id}>
              <td>
                <EditLink to={adminHref(edit, item._id)} name={item.title} />
              </td>
              <th scope="row">{item.title}</th>
              {columns.map(([header, cell]) => (
                <td key={header}>{cell(item)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
