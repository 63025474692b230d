import { discountCodeEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-codigos-de-descuento';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { DiscountCodes } from '../features/admin/discount-codes/DiscountCodes';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(discountCodeEndpoints.list, {}));

/** 'Códigos de descuento' (/admin/codigos-de-descuento): her codes, and the form to create or edit one. */
export default function DiscountCodesTab({ loaderData }: Route.ComponentProps) {
  return <DiscountCodes codes={loaderData.codes} items={loaderData.items} />;
}
