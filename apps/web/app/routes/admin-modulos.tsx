import type { Route } from './+types/admin-modulos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { listModules } from '../features/admin/training/api';
import { ModuleList } from '../features/admin/training/ModuleList';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => ({ modules: await listModules() }));

/** 'Administrar módulos' (/admin/modulos). */
export default function ModulesTab({ loaderData }: Route.ComponentProps) {
  return <ModuleList modules={loaderData.modules} />;
}
