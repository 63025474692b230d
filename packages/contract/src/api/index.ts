import type { Endpoint } from './endpoint';
import { activityEndpoints } from './activities';
import { adminHomeEndpoints } from './admin-home';
import { agendaEndpoints } from './agenda';
import {
  altchaChallengeSchema,
  authEndpoints,
  captchaEndpoints,
  profileEndpoints,
  socialLoginEndpoints,
} from './accounts';
import { articleEndpoints } from './articles';
import { attendanceEndpoints } from './attendance';
import { auditEndpoints } from './audit';
import { certificateEndpoints } from './certificates';
import { invoicingEndpoints } from './invoicing';
import { jobEndpoints } from './jobs';
import { demoEndpoints } from './demo';
import { discountCodeEndpoints } from './discount-codes';
import { paymentCredentialsEndpoints } from './payment-credentials';
import { constellatorEndpoints } from './constellators';
import { courseEndpoints } from './courses';
import { dateChangeEndpoints } from './date-changes';
import { healthEndpoints } from './health';
import { legalEndpoints } from './legal';
import { newsletterEndpoints } from './newsletter';
import { ownerMessageEndpoints } from './owner-messages';
import { personalDataEndpoints } from './personal-data';
import { waitingListEndpoints } from './places';
import { moduleEndpoints } from './training';
import { checkoutEndpoints } from './checkout';
import { purchaseEndpoints } from './purchases';
import { siteContentEndpoints, siteTextEndpoints } from './site-content';
import { siteStatusEndpoints } from './site-status';
import { withdrawalEndpoints } from './withdrawals';

export * from './endpoint';
export { adminHomeSchema, type AdminHome } from './admin-home';
export { auditEntrySchema, type AuditEntry } from './audit';
export * from './attendance';
export {
  certificateCheckSchema,
  certificateSchema,
  type Certificate,
  type CertificateCheck,
  type CertificateRequest,
} from './certificates';
export {
  INVOICE_KINDS,
  INVOICE_STATES,
  invoiceSchema,
  invoicingSettingsSchema,
  type Invoice,
  type InvoiceKind,
  type InvoiceState,
  type InvoicingSettings,
} from './invoicing';
export {
  discountCodeSchema,
  discountItemChoiceSchema,
  type DiscountCode,
  type DiscountItemChoice,
} from './discount-codes';
export {
  CREDENTIAL_SOURCES,
  paymentCredentialsSchema,
  type CredentialSource,
  type PaymentCredentialsView,
} from './payment-credentials';
export { jobProblemSchema, type JobProblem } from './jobs';
export { healthUnavailableSchema, type HealthUnavailable } from './health';
export { withdrawalReceiptSchema, type WithdrawalReceipt } from './withdrawals';
export {
  newsletterIssueSchema,
  newsletterSubscriberSchema,
  newsletterSummarySchema,
  type NewsletterIssue,
  type NewsletterSubscriber,
  type NewsletterSummary,
} from './newsletter';
export {
  ownerMessageRecipientSchema,
  ownerMessageSummarySchema,
  receivedMessageSchema,
  type OwnerMessageRecipient,
  type OwnerMessageSummary,
  type ReceivedMessage,
} from './owner-messages';
export {
  SITE_STATUS_CHECKS,
  siteStatusCheckSchema,
  type SiteStatusCheck,
  type SiteStatusCheckKey,
} from './site-status';
export {
  activityEndpoints,
  adminHomeEndpoints,
  attendanceEndpoints,
  agendaEndpoints,
  articleEndpoints,
  auditEndpoints,
  certificateEndpoints,
  invoicingEndpoints,
  jobEndpoints,
  constellatorEndpoints,
  courseEndpoints,
  dateChangeEndpoints,
  demoEndpoints,
  discountCodeEndpoints,
  paymentCredentialsEndpoints,
  healthEndpoints,
  legalEndpoints,
  moduleEndpoints,
  newsletterEndpoints,
  ownerMessageEndpoints,
  personalDataEndpoints,
  waitingListEndpoints,
  checkoutEndpoints,
  purchaseEndpoints,
  siteContentEndpoints,
  siteTextEndpoints,
  siteStatusEndpoints,
  withdrawalEndpoints,
};
export { altchaChallengeSchema, authEndpoints, captchaEndpoints, profileEndpoints, socialLoginEndpoints };

/**
 * Every `/api` route, by feature. The server registers its routes from this table and refuses to start when a
 * route is missing from it or an entry has no route; the access walk calls each one as every role.
 */
export const endpoints = {
  activities: activityEndpoints,
  articles: articleEndpoints,
  courses: courseEndpoints,
  modules: moduleEndpoints,
  constellators: constellatorEndpoints,
  agenda: agendaEndpoints,
  health: healthEndpoints,
  audit: auditEndpoints,
  jobs: jobEndpoints,
  demo: demoEndpoints,
  legal: legalEndpoints,
  siteStatus: siteStatusEndpoints,
  adminHome: adminHomeEndpoints,
  auth: authEndpoints,
  socialLogin: socialLoginEndpoints,
  captcha: captchaEndpoints,
  profile: profileEndpoints,
  personalData: personalDataEndpoints,
  purchases: { ...purchaseEndpoints, ...checkoutEndpoints },
  siteContent: siteContentEndpoints,
  withdrawals: withdrawalEndpoints,
  dateChanges: dateChangeEndpoints,
  ownerMessages: ownerMessageEndpoints,
  newsletter: newsletterEndpoints,
  waitingList: waitingListEndpoints,
  attendance: attendanceEndpoints,
  certificates: certificateEndpoints,
  invoicing: invoicingEndpoints,
  discountCodes: discountCodeEndpoints,
  paymentCredentials: paymentCredentialsEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;

/** The table as one list: what the server checks its routes against. */
export const allEndpoints: readonly Endpoint[] = Object.values(endpoints).flatMap((table) =>
  Object.values<Endpoint>(table),
);
