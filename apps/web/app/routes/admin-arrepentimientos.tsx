import type { Route } from './+types/admin-arrepentimientos';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { listWithdrawals } from '../features/admin/withdrawals/api';
import { Withdrawals } from '../features/admin/withdrawals/Withdrawals';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

export const clientLoader = adminLoader(async () => ({ withdrawals: await listWithdrawals() }));

/** 'Arrepentimientos' (/admin/arrepentimientos): the 'Botón de arrepentimiento' requests, to resolve or reject. */
export default function WithdrawalsTab({ loaderData }: Route.ComponentProps) {
  return <Withdrawals withdrawals={loaderData.withdrawals} />;
}
