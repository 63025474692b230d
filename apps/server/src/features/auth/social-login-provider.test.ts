import { afterAll, describe, expect, it } from 'vitest';
import { startOidcProvider } from '../../../../../e2e/support/oidc-provider.mjs';
import { post } from '../../test/accounts';
import { buildTestApp } from '../../test/helper';

/*
 * The whole popup flow against a real OpenID provider (oidc-provider, the one the end-to-end tests use),
 * with fetch playing the browser: the server's authorization URL, the provider's sign-in page, the
 * redirect to /auth/callback with the ID token in the fragment, and the server's verdict on it.
 */
// The provider takes plain http redirects only to loopback addresses, as for the end-to-end server.
const site = 'http://127.0.0.1:3999';
const provider = await startOidcProvider({ redirectUri: `${site}/auth/callback` });
afterAll(() => provider.close());
const { app } = await buildTestApp({
  PUBLIC_URL: site,
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
});

/** Signs in on the provider's development page as `login`, and returns the callback's fragment. */
async function signInAt(authorizationUrl: string, login: string): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const visit = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(url, provider.issuer), {
      ...init,
      redirect: 'manual',
      headers: {
        ...init.headers,
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  const page = await visit((await visit(authorizationUrl)).headers.get('location')!);
  const action = /<form[^>]*action="([^"]+)"/.exec(await page.text())![1]!;
  let res = await visit(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ prompt: 'login', login, password: 'cualquiera' }).toString(),
  });
  let location = res.headers.get('location')!;
  while (!location.startsWith(site)) {
    res = await visit(location);
    location = res.headers.get('location')!;
  }
  expect(location.startsWith(`${site}/auth/callback#`)).toBe(true);
  return new URLSearchParams(new URL(location).hash.slice(1));
}

describe('social login against oidc-provider', () => {
  it('logs in from the popup as the provider says, creating the account once', async () => {
    const { url } = (await app.inject({ method: 'GET', url: '/api/user/oidc/start' })).json<{
      url: string;
    }>();
    const fragment = await signInAt(url, 'maria.social@example.com');
    const res = await post(app, '/api/user/google-login', {
      idToken: fragment.get('id_token'),
      state: fragment.get('state'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      msg: 'Bienvenido',
      user: { email: 'maria.social@example.com', firstName: 'María', lastName: 'Social', role: 'USER' },
    });

    const next = (await app.inject({ method: 'GET', url: '/api/user/oidc/start' })).json<{ url: string }>();
    const again = await signInAt(next.url, 'maria.social@example.com');
    const second = await post(app, '/api/user/google-login', {
      idToken: again.get('id_token'),
      state: again.get('state'),
    });
    expect(second.json().user._id).toBe(res.json().user._id);
  });
});
