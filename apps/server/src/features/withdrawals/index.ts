/** The withdrawal requests' public entry: how many wait for the owner's answer. */
export { countOpenWithdrawals } from './repository';
