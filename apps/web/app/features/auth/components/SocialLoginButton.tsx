import { useEffect, useState } from 'react';
import { messages, type LoginResponse } from '@constelaciones/contract';
import { showErrorToast } from '../../../components/ui/popups';
import { ApiError } from '../../../lib/api';
import { socialLogIn, socialLoginConfig } from '../api';
import { signInInPopup } from '../socialLogin';

/**
 * 'Ingresar con Google' (OpenID Connect in a popup), shown only when the server has social login configured.
 * The server verifies the ID token; failures show its message as a toast.
 */
export function SocialLoginButton({ onLoggedIn }: { onLoggedIn: (session: LoginResponse) => void }) {
  const [enabled, setEnabled] = useState(false);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    socialLoginConfig()
      .then((config) => setEnabled(config.enabled))
      .catch(() => setEnabled(false));
  }, []);

  if (!enabled) return null;

  const signIn = async () => {
    try {
      const identity = await signInInPopup();
      setPending(true);
      onLoggedIn(await socialLogIn(identity));
    } catch (error) {
      void showErrorToast((error instanceof ApiError && error.message) || messages.auth.socialLoginFailed);
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <p className="auth-divider" aria-hidden="true">
        <span>o</span>
      </p>
      <button
        type="button"
        className="btn btn-outline-secondary w-100 social-login"
        onClick={signIn}
        disabled={pending}
      >
        {pending ? (
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        ) : (
          <GoogleMark />
        )}
        Ingresar con Google
      </button>
    </>
  );
}

function GoogleMark() {
  return (
    <svg className="me-2" width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.5-.8-3-.8-4.6s.3-3.1.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
