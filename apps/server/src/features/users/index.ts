/** The accounts' public entry: what other features read of a person's account. */
export { lockedAccount, profileService } from './service';
export { userRepository, type UserRow } from './repository';
export { auditedUser, DELETED_ACCOUNT, userView } from './user-view';
