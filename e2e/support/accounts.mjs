// Accounts that exist in the end-to-end server, for specs to log in with.

/** The ADMIN account made at start-up (ADMIN_EMAIL, ADMIN_PASSWORD). The login form takes 4 to 15 characters. */
export const admin = { email: 'admin@example.com', password: 'admin-e2e-pass' };

/**
 * The person of the local OpenID provider (oidc-provider.mjs): type `login` and any password in its
 * 'Sign-in' page. Any other login works too: it signs in as that e-mail (or `{login}@example.com`),
 * always verified, so a spec can create a fresh social account each run.
 */
export const socialPerson = {
  login: 'maria.social@example.com',
  email: 'maria.social@example.com',
  name: 'María Social',
};
