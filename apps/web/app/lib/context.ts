import type {
  CertificateRegistry,
  NewsletterDesk,
  PublicContext,
  WithdrawalDesk,
} from '@constelaciones/contract';

declare module 'react-router' {
  interface AppLoadContext extends PublicContext {
    /** Nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
    cspNonce: string;
    /** Takes a request of the 'Botón de arrepentimiento' form (/arrepentimiento). */
    withdrawals: WithdrawalDesk;
    /** Takes the newsletter's form and reads its archive (/novedades). */
    newsletter: NewsletterDesk;
    /** Reads a certificate by its code (/verificar/{code}). */
    certificates: CertificateRegistry;
  }
}
