import { Outlet } from 'react-router';
import { adminLoader } from '../features/admin/components/adminLoader';
export { TabError as ErrorBoundary } from '../features/admin/components/TabError';

export const clientLoader = adminLoader(async () => null);

/**
 * 'Administrar inscriptos' (/admin/inscriptos): still to come. A layout already, so that the spec's seven
 * sub-tabs (Todas las compras, Actividades, …) can become its child routes, shown in the outlet.
 */
export default function EnrolmentsTab() {
  return (
    <>
      <p className="admin-soon">Próximamente: acá vas a poder ver y administrar a las personas inscriptas.</p>
      <Outlet />
    </>
  );
}
