import { useEffect, useState } from 'react';
import type { CaptchaConfigResponse } from '@constelaciones/contract';
import { captchaConfig } from '../api';
import { AltchaWidget } from './AltchaWidget';
import { Recaptcha } from './Recaptcha';

interface Props {
  /** The solution to send in the registration's `altcha` field, or null while there is none. */
  onChange: (solution: string | null) => void;
  /** 'Por favor, verifica que no eres un robot' when the form is sent without a solution. */
  error?: string;
}

/** The captcha the server asks for: ALTCHA (self-hosted proof of work) by default, or Google reCAPTCHA. */
export function Captcha({ onChange, error }: Props) {
  const [config, setConfig] = useState<CaptchaConfigResponse>();

  useEffect(() => {
    captchaConfig()
      .then(setConfig)
      .catch(() => setConfig({ provider: 'altcha' }));
  }, []);

  return (
    <div
      className="mb-3 captcha"
      role="group"
      aria-label="Verificación de seguridad"
      aria-describedby={error ? 'captcha-error' : undefined}
    >
      {config?.provider === 'recaptcha' ? (
        <Recaptcha siteKey={config.siteKey} onChange={onChange} />
      ) : (
        config && <AltchaWidget onChange={onChange} />
      )}
      {error && (
        <div id="captcha-error" className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
