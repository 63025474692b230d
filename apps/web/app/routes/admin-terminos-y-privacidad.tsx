import { legalEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-terminos-y-privacidad';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { LegalTexts } from '../features/admin/legal/LegalTexts';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(legalEndpoints.list, {}));

/** 'Términos y privacidad' (/admin/terminos-y-privacidad): the owner reviews and publishes both texts. */
export default function LegalTextsTab({ loaderData }: Route.ComponentProps) {
  return <LegalTexts texts={loaderData.texts} />;
}
