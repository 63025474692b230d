/** The accounts' public entry: the first administrator, passwords and e-mailed links other features use. */
export { hasAdmin, insertAdmin } from './admin-account';
export { passwordMatches } from './credentials';
export { issueEmailToken } from './email-tokens';
export { hashPassword } from './passwords';
export { accountOfLink } from './service';
