import type { Route } from './+types/terminos';
import { LegalDocument } from '../features/legal/LegalDocument';
import { loadLegalPage } from '../features/legal/legalPage.server';
import { metaTags } from '../lib/seo';

export const loader = ({ context }: Route.LoaderArgs) => loadLegalPage(context, 'terms');

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <LegalDocument page={loaderData} />;
}
