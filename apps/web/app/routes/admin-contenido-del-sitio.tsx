import { siteContentEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-contenido-del-sitio';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { SiteContentEditor } from '../features/admin/site-content/SiteContentEditor';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(siteContentEndpoints.read, {}));

/** 'Contenido del sitio' (/admin/contenido-del-sitio): her details, texts, pictures, syllabus and networks. */
export default function SiteContentTab({ loaderData }: Route.ComponentProps) {
  return <SiteContentEditor sections={loaderData.sections} syllabus={loaderData.syllabus} />;
}
