import { invoicingMessages, type SiteStatusCheckKey } from '@constelaciones/contract';

/** Each check in the owner's words: what it asks for, and what to do while it is not done. */
export const CHECKS: Record<SiteStatusCheckKey, { title: string; todo: string }> = {
  owner: {
    title: 'Tus datos y la dirección que recibe los avisos',
    todo: 'Completalos en «Contenido del sitio», en «Tus datos».',
  },
  testEmail: {
    title: 'Un correo de prueba entregado',
    todo: 'Quien administra el servidor configura el servidor de correo (SMTP_URL); después usá «Enviar correo de prueba» en «Contenido del sitio», en «Tus datos».',
  },
  https: {
    title: 'La dirección del sitio con https',
    todo: 'Quien administra el servidor configura PUBLIC_URL con https://, su certificado y TRUST_PROXY (guía de operación).',
  },
  transfers: {
    title: 'Tus datos bancarios, o la transferencia sin ofrecer',
    todo: 'Cargá tus datos en «Datos de pago», o dejalos vacíos para no ofrecer transferencia.',
  },
  providers: {
    title: 'Mercado Pago y PayPal configurados, o sin ofrecer',
    todo: 'Cargá tus credenciales de cada uno en «Datos de pago» (o quien administra el servidor, en su configuración), o no las cargues para no ofrecerlo.',
  },
  invoicing: invoicingMessages.siteStatus,
  demo: {
    title: 'Sin contenido de demostración',
    todo: 'Usá «Quitar el contenido de demostración» cuando tu contenido esté listo.',
  },
  legal: {
    title: 'Términos y condiciones y política de privacidad publicados',
    todo: 'Revisalos y publicalos en «Términos y privacidad».',
  },
  backup: {
    title: 'Una copia de seguridad en los últimos 7 días',
    todo: 'Quien administra el servidor programa una copia diaria con npm run backup (guía de operación).',
  },
};
