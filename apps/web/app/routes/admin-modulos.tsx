import { moduleEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-modulos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { ModuleList } from '../features/admin/training/ModuleList';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

// The modules without their paid link.
export const clientLoader = adminLoader(() => call(moduleEndpoints.list, {}));

/** 'Administrar módulos' (/admin/modulos). */
export default function ModulesTab({ loaderData }: Route.ComponentProps) {
  return <ModuleList modules={loaderData.modules} />;
}
