import type { InscriptionModel } from '@constelaciones/contract';

/**
 * What a person buys (the spec's "product for checkout"): an activity, a course on its next date or a
 * training module. Its price and description are not here: the checkout asks the server for them (the quote).
 */
export interface PurchaseProduct {
  _id: string;
  model: InscriptionModel;
  /** The checkout's title until the server's quote arrives. */
  title: string;
  /** Places anyone may still take, as the page was rendered: null or absent for no limit. */
  placesLeft?: number | null;
}
