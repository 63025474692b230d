import type { Route } from './+types/admin-terminos-y-privacidad';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { readLegalTexts } from '../features/admin/legal/api';
import { LegalTexts } from '../features/admin/legal/LegalTexts';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => ({ texts: await readLegalTexts() }));

/** 'Términos y privacidad' (/admin/terminos-y-privacidad): the owner reviews and publishes both texts. */
export default function LegalTextsTab({ loaderData }: Route.ComponentProps) {
  return <LegalTexts texts={loaderData.texts} />;
}
