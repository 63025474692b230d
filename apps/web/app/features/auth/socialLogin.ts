import type { GoogleLoginInput } from '@constelaciones/contract';

/*
 * The popup cannot talk to its opener through `window.opener`: the site's Cross-Origin-Opener-Policy
 * (same-origin) cuts that link as soon as the popup visits the provider. A BroadcastChannel reaches the
 * pages of this origin only, whatever that policy, so /auth/callback posts the provider's answer on it.
 */
export const SOCIAL_LOGIN_CHANNEL = 'social-login';

/** What /auth/callback posts to the login page that opened the popup. */
export type SocialLoginMessage = GoogleLoginInput | { error: string };

const POPUP_FEATURES = 'popup,width=520,height=680';

function isSocialLoginMessage(data: unknown): data is SocialLoginMessage {
  return typeof data === 'object' && data !== null && ('error' in data || 'idToken' in data);
}

/** Stops listening for the previous attempt, whose popup the visitor may have closed. */
let abandonPrevious = () => {};

/**
 * Opens the identity provider in a popup and resolves with what its redirect to /auth/callback carried:
 * the ID token and the state, which the server checks. Only messages from this site's origin count.
 * Rejects when the popup is blocked or the provider reports an error.
 */
export async function signInInPopup(): Promise<GoogleLoginInput> {
  // Opened at once, inside the click, so that the browser does not block it; its address comes next.
  const popup = window.open('', 'social-login', POPUP_FEATURES);
  if (!popup) throw new Error('popup-blocked');
  try {
    // Loaded here, not at the top: /auth/callback imports this module for its channel's name only, and
    // must not carry the typed client (and zod) into the popup.
    const { startSocialLogin } = await import('./api');
    const { url } = await startSocialLogin();
    popup.location.href = url;
  } catch (error) {
    popup.close();
    throw error;
  }
  abandonPrevious();
  return new Promise((resolve, reject) => {
    const channel = new BroadcastChannel(SOCIAL_LOGIN_CHANNEL);
    abandonPrevious = () => channel.close();
    channel.onmessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || !isSocialLoginMessage(event.data)) return;
      channel.close();
      const message = event.data;
      if ('error' in message) reject(new Error(message.error));
      else resolve({ idToken: message.idToken, state: message.state });
    };
  });
}
