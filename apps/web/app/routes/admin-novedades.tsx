import { newsletterEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-novedades';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { NewsletterTab } from '../features/admin/newsletter/NewsletterTab';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => {
  const [overview, list] = await Promise.all([
    call(newsletterEndpoints.overview, {}),
    call(newsletterEndpoints.subscribers, { query: { q: '' } }),
  ]);
  return { overview, list };
});

/** 'Novedades' (/admin/novedades): her newsletter, its history and pace, and her subscribers. */
export default function NewsletterAdminTab({ loaderData }: Route.ComponentProps) {
  return <NewsletterTab overview={loaderData.overview} list={loaderData.list} />;
}
