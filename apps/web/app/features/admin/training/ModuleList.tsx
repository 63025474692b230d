import { formatModuleDate, formatPrice, messages, moduleMode, type Module } from '@constelaciones/contract';
import { Link } from 'react-router';
import { TableRegion } from '../components/TableRegion';

/** 'Administrar módulos': title, mode, next date, prices, whether it is enabled and on sale, and Editar. */
export function ModuleList({ modules }: { modules: Module[] }) {
  if (modules.length === 0) return <p>Todavía no hay módulos.</p>;
  return (
    <TableRegion label="Módulos">
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">Módulo</th>
            <th scope="col">Modalidad</th>
            <th scope="col">Próxima fecha</th>
            <th scope="col">Precio en pesos</th>
            <th scope="col">Precio en dólares</th>
            <th scope="col">Estado</th>
            <th scope="col" className="admin-action-cell">
              <span className="visually-hidden">Acciones</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {modules.map((module) => (
            <tr key={module._id}>
              <th scope="row">{module.title}</th>
              <td>{moduleMode(module.typeModule)}</td>
              <td>{formatModuleDate(module.date)}</td>
              <td>{formatPrice(module.pricePesos, 'ARS')}</td>
              <td>{formatPrice(module.priceDolar, 'USD')}</td>
              <td>
                {module.enabled ? messages.module.enabled : messages.module.disabled}
                {module.open ? ' · A la venta' : ''}
              </td>
              <td className="admin-action-cell">
                <Link to={`editar-modulo/${module._id}`} className="btn btn-sm btn-outline-primary">
                  Editar<span className="visually-hidden"> «{module.title}»</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
