// Everything: entities, schemas, rules, formats, messages. Pages that need no schema import the zod-free entries
// of package.json instead ('@constelaciones/contract/format', '/text', '/rules', '/images', '/image-sources', '/messages',
// '/contact'), so that zod stays out of their first load; exports.test.ts keeps those entries free of it.

// Must stay the first import: ES modules run in import order, and the schemas below are built on import.
import './zod-config';

export * from './entities';
export * from './site';
export * from './agenda';
export * from './catalog';
export * from './images';
export * from './messages';
export * from './withdrawal-messages';
export * from './owner-message-texts';
export * from './newsletter-messages';
export * from './certificate-texts';
export * from './invoicing-messages';
export * from './places-messages';
export * from './discount-code-messages';
export * from './payment-credentials-messages';
export * from './attendance';
export * from './countries';
export * from './format';
export * from './text';
export * from './contact';
export * from './rules';
export * from './validation/fields';
export * from './validation/purchase-profile';
export * from './validation/profile';
export * from './validation/login';
export * from './validation/registration';
export * from './validation/setup';
export * from './validation/recovery';
export * from './auth';
export * from './validation/activity';
export * from './validation/article';
export * from './validation/course';
export * from './validation/module';
export * from './validation/purchase';
export * from './validation/constellator';
export * from './validation/progress';
export * from './calendar';
export * from './validation/payment-settings';
export * from './agenda-entry';
export * from './validation/withdrawal';
export * from './validation/owner-message';
export * from './validation/newsletter';
export * from './validation/site-content';
export * from './legal';
export * from './places';
export * from './validation/legal-text';
export * from './personal-data';
export * from './personal-data-messages';
export * from './date-reminders';
export * from './validation/personal-data';
export * from './validation/attendance';
export * from './validation/invoicing-settings';
export * from './validation/discount-code';
export * from './validation/payment-credentials';
export * from './api';
