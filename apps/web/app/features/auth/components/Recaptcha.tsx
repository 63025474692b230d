import { useEffect, useRef } from 'react';

interface Grecaptcha {
  ready: (callback: () => void) => void;
  render: (
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      'expired-callback': () => void;
      hl: string;
    },
  ) => number;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';

function loadRecaptcha(): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const whenReady = () => {
      const { grecaptcha } = window;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA unavailable'));
    };
    if (window.grecaptcha) return whenReady();
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = whenReady;
    script.onerror = reject;
    document.head.append(script);
  });
}

/** Google reCAPTCHA v2 ("No soy un robot"), when the server is configured with its keys. */
export function Recaptcha({
  siteKey,
  onChange,
}: {
  siteKey: string;
  onChange: (token: string | null) => void;
}) {
  const containerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((grecaptcha) => {
        const container = containerRef.current;
        if (cancelled || !container) return;
        grecaptcha.render(container, {
          sitekey: siteKey,
          callback: (token) => onChange(token),
          'expired-callback': () => onChange(null),
          hl: 'es-419',
        });
      })
      .catch(() => onChange(null));
    return () => {
      cancelled = true;
    };
  }, [siteKey, onChange]);

  return <div ref={containerRef} />;
}
