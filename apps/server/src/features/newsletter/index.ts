/**
 * The newsletter's public entry: its pace for the outbox (bootstrap.ts), and a person's subscription for her
 * copy of her data and her account's deletion (personal-data).
 */
export { readPerHour } from './sending';
export { subscriberRepository } from './subscribers';
