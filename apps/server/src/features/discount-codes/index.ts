/*
 * Discount codes (docs/decisions/070-discount-codes.md): what purchases use to take a code off a total, inside
 * the purchase's own transaction when it is created.
 */
export { discountFor, type CodeDiscount } from './apply';
