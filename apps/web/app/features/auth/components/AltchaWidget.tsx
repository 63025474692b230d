import { useEffect, useRef } from 'react';
import type {} from 'altcha/types/react';
import { captchaEndpoints } from '@constelaciones/contract';

interface StateChange {
  state: string;
  payload?: string;
}

/**
 * The ALTCHA widget: the visitor ticks it and the browser solves the server's proof-of-work challenge.
 * Its code (and its Spanish texts) load only here, in the browser.
 */
export function AltchaWidget({ onChange }: { onChange: (payload: string | null) => void }) {
  const widgetRef = useRef<HTMLElement>(null);

  useEffect(() => {
    void import('altcha').then(() => import('altcha/i18n/es-419'));
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const follow = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChange>).detail;
      onChange(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', follow);
    return () => widget.removeEventListener('statechange', follow);
  }, [onChange]);

  return (
    <altcha-widget
      ref={widgetRef}
      challenge={`/api${captchaEndpoints.altchaChallenge.path}`}
      name="altcha"
      language="es-419"
    />
  );
}
