import {
  checkoutEndpoints,
  constellatorEndpoints,
  isGroupedTab,
  personalDataEndpoints,
  purchaseEndpoints,
  waitingListEndpoints,
  type GraduateExportQuery,
  type GraduateListQuery,
  type Purchase,
  type PurchaseEditOutput,
  type PurchaseExportQuery,
  type PurchaseGroupsQuery,
  type PurchaseListQuery,
  type WaitingListQuery,
} from '@constelaciones/contract';
import { call, download } from '../../../lib/client';

/** One page of a tab of 'Administrar inscriptos', with every tab's count. */
export const listPurchases = (query: PurchaseListQuery) => call(purchaseEndpoints.list, { query });

/** A grouped tab's lists (one per activity or module, with its count) and every tab's count. */
export const listPurchaseGroups = (query: PurchaseGroupsQuery) => call(purchaseEndpoints.groups, { query });

/** 'Descargar CSV': the whole tab, or one of its lists, under 'Buscar alumno'. */
export const downloadPurchases = (query: PurchaseExportQuery) => download(purchaseEndpoints.csv, { query });

/** The last 12 months' purchases and money received, per currency. */
export async function purchaseSummary() {
  const { months } = await call(purchaseEndpoints.summary, {});
  return months;
}

/** 'Confirmar pago': the transfer is received (the student is e-mailed by the server). */
export const confirmPayment = (idPurchase: string) =>
  call(checkoutEndpoints.transferConfirm, { body: { idPurchase } });

/**
 * 'Reembolsar': the provider gives the payment back (or, for a payment by hand, the owner says she did); the
 * server's message says which happened.
 */
export const refundPurchase = (id: string) => call(purchaseEndpoints.refund, { params: { id }, body: {} });

export async function findPurchase(id: string): Promise<Purchase> {
  const { purchase } = await call(purchaseEndpoints.show, { params: { id } });
  return purchase;
}

export const editPurchase = (id: string, values: PurchaseEditOutput) =>
  call(purchaseEndpoints.edit, { params: { id }, body: values });

/** Deletes a student's account at the student's request (her purchases stay, with her data erased). */
export const deleteStudentAccount = (id: string) =>
  call(personalDataEndpoints.adminDelete, { params: { id } });

/** One page of 'Formación Finalizada': the people who finished the training, with their total. */
export const listGraduates = (query: GraduateListQuery) => call(constellatorEndpoints.graduates, { query });

/** 'Descargar CSV' of 'Formación Finalizada', under 'Buscar alumno'. */
export const downloadGraduates = (query: GraduateExportQuery) =>
  download(constellatorEndpoints.graduatesCsv, { query });

/** Publishes a graduate on /consteladores (the server refuses without their consent), or removes them. */
export const publishGraduate = (id: string, published: boolean) =>
  call(constellatorEndpoints.publish, { params: { id }, body: { published } });

/**
 * What the screen reads for a purchase tab: a grouped tab's lists (each read when opened), or a page of the
 * other tab's purchases; every tab's count either way.
 */
export function loadPurchaseTab(query: PurchaseListQuery) {
  const { tab, search } = query;
  return isGroupedTab(tab)
    ? listPurchaseGroups({ tab, search }).then((answer) => ({ ...answer, tab, grouped: true as const }))
    : listPurchases(query).then((answer) => ({ ...answer, grouped: false as const }));
}

/** A page of one item's waiting list, in order, and its length. */
export const waitingListOf = (query: WaitingListQuery) => call(waitingListEndpoints.adminList, { query });

/** 'Ofrecer lugar': a place held for this person, e-mailed to her. */
export const offerWaitingPlace = (id: string) => call(waitingListEndpoints.adminOffer, { params: { id } });

/** 'Quitar' from a waiting list. */
export const removeFromWaitingList = (id: string) =>
  call(waitingListEndpoints.adminRemove, { params: { id } });
