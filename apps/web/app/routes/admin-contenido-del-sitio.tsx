import type { Route } from './+types/admin-contenido-del-sitio';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { readSiteContent } from '../features/admin/site-content/api';
import { SiteContentEditor } from '../features/admin/site-content/SiteContentEditor';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => readSiteContent());

/** 'Contenido del sitio' (/admin/contenido-del-sitio): her details, texts, pictures, syllabus and networks. */
export default function SiteContentTab({ loaderData }: Route.ComponentProps) {
  return <SiteContentEditor sections={loaderData.sections} syllabus={loaderData.syllabus} />;
}
