/**
 * Purchases' public entry: the record, its transitions and named writes (only this feature writes the row), its
 * reads, the payment settings, and the pieces of the e-mails about a purchase that other features write.
 */
export { itemDates, purchaseDateOf } from './calendar';
export {
  adminArea,
  dashboard,
  deadlineDetail,
  instant,
  item,
  operationDetail,
  paidMails,
  person,
  price,
  purchaseDetails,
  wayToPay,
  writeToOwner,
} from './emails';
export { erasePurchasePeople } from './erasure';
export { purchasableItem } from './items';
export { pendingPurchasesOf } from './quote';
export { purchaseRepository, toPurchase, type PurchaseRow } from './repository';
export { purchaseService, type PurchaseDependencies } from './service';
export { canPayByHand, readPaymentSettings } from './settings';
export {
  adoptOperation,
  cancelPurchase,
  changeOf,
  expirePurchase,
  lockPurchase,
  PAYABLE_BY_PROVIDER,
  payPurchase,
  refundPart,
  refundPurchase,
} from './transitions';
export { flagTransferReminders, HOLDING_STATES, markFinished, moveCourseDate } from './writes';
