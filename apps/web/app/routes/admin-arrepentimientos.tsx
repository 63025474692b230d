import { withdrawalEndpoints } from '@constelaciones/contract';
import type { Route } from './+types/admin-arrepentimientos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { Withdrawals } from '../features/admin/withdrawals/Withdrawals';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(() => call(withdrawalEndpoints.list, {}));

/** 'Arrepentimientos' (/admin/arrepentimientos): the 'Botón de arrepentimiento' requests, to resolve or reject. */
export default function WithdrawalsTab({ loaderData }: Route.ComponentProps) {
  return <Withdrawals withdrawals={loaderData.withdrawals} />;
}
