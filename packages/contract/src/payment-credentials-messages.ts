/**
 * The words of the owner's own Mercado Pago and PayPal credentials in 'Datos de pago', implied by the checkout an
 * Argentine seller expects, not by the specification. Zod-free.
 */
export const paymentCredentialsMessages = {
  title: 'Credenciales de Mercado Pago y PayPal',
  intro:
    'Con tus credenciales el sitio cobra en tu cuenta. Se guardan cifradas y no se vuelven a mostrar: solo sus ' +
    'últimos caracteres. Antes de guardarlas, el sitio las prueba con el proveedor.',
  mercadoPago: 'Mercado Pago',
  payPal: 'PayPal',
  accessToken: 'Access token',
  accessTokenHint:
    'En Tus integraciones → tu aplicación → Credenciales de producción (empieza con APP_USR-).',
  webhookSecret: 'Clave secreta de las notificaciones',
  webhookSecretHint:
    'En tu aplicación → Webhooks → Configurar notificaciones, después de guardar la URL de abajo.',
  clientId: 'Client ID',
  clientSecret: 'Secret',
  clientHint: 'En el panel de desarrolladores → Apps & Credentials → tu aplicación.',
  webhookId: 'Webhook ID',
  webhookIdHint: 'En tu aplicación → Webhooks, después de agregar la URL de abajo.',
  environment: 'Entorno',
  environments: { live: 'Real (cobra de verdad)', sandbox: 'Prueba (sandbox: no cobra)' },
  webhookUrl: 'Dirección de las notificaciones (pegala en el proveedor)',
  test: 'Probar',
  save: 'Guardar',
  forget: 'Quitar mis credenciales',
  confirmForget: (provider: string) =>
    `¿Quitar tus credenciales de ${provider}? El sitio deja de ofrecer ${provider} hasta que cargues otras.`,
  required: 'Completá este dato.',
  invalid: 'Pegá el dato tal como lo da el proveedor, sin espacios.',
  /** What the page says of where the credentials in use come from. */
  sources: {
    server: (provider: string) =>
      `Las credenciales de ${provider} vienen de la configuración del servidor y tienen prioridad: las que cargues acá no se usan mientras estén.`,
    owner: (provider: string) => `${provider} cobra con tus credenciales.`,
    simulator: (provider: string) =>
      `${provider} es el simulador de pagos del sitio: no cobra de verdad. Tus credenciales se prueban contra él.`,
    none: (provider: string) =>
      `${provider} no se ofrece: cargá tus credenciales para cobrar con ${provider}.`,
  },
  /** 'Guardadas: access token terminado en …1234'. */
  saved: (what: string, hint: string) => `${what}: termina en ${hint}`,
  savedAt: (date: string) => `Guardadas el ${date}.`,
  mercadoPagoWorks: (account: string) => `Funcionan: la cuenta de Mercado Pago es ${account}.`,
  payPalWorks: 'Funcionan: PayPal las aceptó y su webhook avisa a este sitio.',
  savedMessage: (provider: string) => `Credenciales de ${provider} guardadas.`,
  forgotten: (provider: string) => `Credenciales de ${provider} quitadas.`,
  refusedToken: (provider: string) =>
    `${provider} no aceptó estas credenciales: revisá que estén completas y sean de producción o de prueba, según el entorno.`,
  unreachable: (provider: string) =>
    `No se pudo hablar con ${provider} para probarlas. Probá de nuevo en un rato.`,
  notArgentine: (site: string) =>
    `La cuenta de Mercado Pago es de otro país (${site}): el sitio cobra en pesos argentinos con una cuenta de Argentina.`,
  webhookMissing: 'PayPal no tiene un webhook con ese Webhook ID en esta aplicación.',
  webhookElsewhere: (url: string) =>
    `El webhook de PayPal con ese ID avisa a ${url}, no a la dirección de este sitio: corregí la URL en PayPal.`,
  serverWins: (provider: string) =>
    `Las credenciales de ${provider} vienen de la configuración del servidor: no se pueden cambiar desde acá.`,
} as const;
