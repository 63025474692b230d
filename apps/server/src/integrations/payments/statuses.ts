/*
 * The providers' words for what became of a payment, as their APIs spell them: read by the purchase record (the
 * payment that paid it, its double charges) and by the payment flows alike, so they sit with the clients.
 */

/**
 * A provider's word (Mercado Pago's status, PayPal's capture status) that it took the money. Mercado Pago's
 * payment given back in part stays approved; PayPal's capture reads PARTIALLY_REFUNDED.
 */
export const PAID_STATUSES: ReadonlySet<string> = new Set(['approved', 'COMPLETED', 'PARTIALLY_REFUNDED']);
/** A provider's word that it gave the money back (a refund) or the buyer's bank took it (a charge-back). */
export const REFUND_STATUSES: ReadonlySet<string> = new Set(['refunded', 'charged_back', 'REFUNDED']);
