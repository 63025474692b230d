/** The owner's content's public entry: her records, and the sender of every e-mail built from them. */
export { mailSender } from './mail-sender';
export { siteContentRepository } from './repository';
