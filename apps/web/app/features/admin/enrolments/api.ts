import { checkoutEndpoints, purchaseEndpoints, type PurchaseListQuery } from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** One page of a tab of 'Administrar inscriptos', with every tab's count. */
export const listEnrolments = (query: PurchaseListQuery) => call(purchaseEndpoints.list, { query });

/** 'Confirmar pago': the transfer is received (the student is e-mailed by the server). */
export const confirmPayment = (idPurchase: string) =>
  call(checkoutEndpoints.transferConfirm, { body: { idPurchase } });
