/** The certificates' public entry: a person's certificates, as her copy of her data lists them. */
export { certificateRepository, toCertificate } from './repository';
