import { SiteContentIndex } from '../features/admin/site-content/SiteContentIndex';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

/**
 * 'Contenido del sitio' (/admin/contenido-del-sitio): the parts of the site, each edited on its own page
 * (routes/admin-contenido-del-sitio-parte.tsx).
 */
export default function SiteContentTab() {
  return <SiteContentIndex />;
}
