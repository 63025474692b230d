import {
  withdrawalEndpoints as endpoints,
  type Withdrawal,
  type WithdrawalRejectInput,
  type WithdrawalResolveInput,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

export async function listWithdrawals(): Promise<Withdrawal[]> {
  const { withdrawals } = await call(endpoints.list, {});
  return withdrawals;
}

/** 'Resolver': the refund (a transfer on the owner's word that she gave the money back), then closed. */
export const resolveWithdrawal = (id: string, body: WithdrawalResolveInput) =>
  call(endpoints.resolve, { params: { id }, body });

/** 'Rechazar', with the note the person receives. */
export const rejectWithdrawal = (id: string, body: WithdrawalRejectInput) =>
  call(endpoints.reject, { params: { id }, body });
