/** The constellators' public entry: who graduated, and whether a graduate agreed to be shown. */
export { consentOf, isGraduate } from './graduates';
