import {
  checkoutEndpoints,
  constellatorEndpoints,
  purchaseEndpoints,
  type GraduateListQuery,
  type Purchase,
  type PurchaseEditOutput,
  type PurchaseListQuery,
} from '@constelaciones/contract';
import { call } from '../../../lib/client';

/** One page of a tab of 'Administrar inscriptos', with every tab's count. */
export const listEnrolments = (query: PurchaseListQuery) => call(purchaseEndpoints.list, { query });

/** 'Confirmar pago': the transfer is received (the student is e-mailed by the server). */
export const confirmPayment = (idPurchase: string) =>
  call(checkoutEndpoints.transferConfirm, { body: { idPurchase } });

export async function findEnrolment(id: string): Promise<Purchase> {
  const { purchase } = await call(purchaseEndpoints.show, { params: { id } });
  return purchase;
}

export const editEnrolment = (id: string, values: PurchaseEditOutput) =>
  call(purchaseEndpoints.edit, { params: { id }, body: values });

/** One page of 'Formación Finalizada': the people who finished the training, with their total. */
export const listGraduates = (query: GraduateListQuery) => call(constellatorEndpoints.graduates, { query });

/** Publishes a graduate on /consteladores (the server refuses without their consent), or removes them. */
export const publishGraduate = (id: string, published: boolean) =>
  call(constellatorEndpoints.publish, { params: { id }, body: { published } });
