/**
 * The words of invoicing (docs/decisions/069-factura-c.md): the owner's 'Facturación' tab, the invoice e-mail,
 * the printed Factura C and the student's link in 'Mis Cursos'. Apart from `messages` (messages.ts), which every
 * page loads. Not worded by the specification: the printed parts follow what a Factura C must show.
 */
export const invoicingMessages = {
  // The settings form.
  tab: 'Facturación',
  intro:
    'Con estos datos el sitio emite una Factura C de ARCA por cada pago recibido y una Nota de Crédito C por cada devolución.',
  active: 'Emitir facturas automáticamente',
  cuit: 'CUIT',
  pointOfSale: 'Punto de venta (web service)',
  name: 'Nombre o razón social',
  address: 'Domicilio comercial',
  grossIncome: 'Ingresos Brutos',
  grossIncomeHint: 'El número de inscripción, o «No contribuyente».',
  activityStart: 'Inicio de actividades',
  environment: 'Ambiente',
  environments: { homologacion: 'Homologación (pruebas)', produccion: 'Producción' },
  dollars: 'Pagos en dólares (PayPal)',
  dollarOptions: {
    invoice: 'Emitir Factura C en dólares, con la cotización de ARCA',
    skip: 'No facturarlos desde el sitio (los factura mi contador)',
  },
  certificate: 'Certificado (.crt o .pem)',
  privateKey: 'Clave privada (.key)',
  keyKept: 'La clave privada está guardada cifrada. Subí una nueva solo si cambiás de certificado.',
  certificateFacts: (alias: string, cuit: string, until: string) =>
    `Certificado «${alias}» del CUIT ${cuit}, vence el ${until}.`,
  save: 'Guardar',
  saved: 'Datos de facturación guardados',
  saveFailed: 'No se pudieron guardar los datos de facturación',
  test: 'Probar conexión',
  testing: 'Probando…',
  testPassed: (points: string) => `Conexión correcta con ARCA. Puntos de venta habilitados: ${points}.`,
  // Its check in 'Estado del sitio'.
  siteStatus: {
    title: 'Facturación electrónica (ARCA)',
    todo: 'Cargá tus datos y tu certificado en «Facturación» y usá «Probar conexión», o dejá apagada la emisión automática si facturás por tu cuenta.',
  },
  // Field messages.
  cuitInvalid: 'El CUIT debe tener 11 números y un dígito verificador válido.',
  pointOfSaleInvalid: 'El punto de venta es un número entre 1 y 99998.',
  nameRequired: 'Escribí tu nombre o razón social.',
  addressRequired: 'Escribí tu domicilio comercial.',
  grossIncomeRequired: 'Escribí tu número de Ingresos Brutos, o «No contribuyente».',
  activityStartInvalid: 'Indicá la fecha de inicio de actividades.',
  environmentInvalid: 'Elegí homologación o producción.',
  dollarsInvalid: 'Elegí qué hacer con los pagos en dólares.',
  certificateRequired: 'Subí el certificado y la clave privada.',
  certificateInvalid: 'El certificado no es un certificado X.509 en formato PEM.',
  keyInvalid: 'La clave privada no es una clave RSA en formato PEM.',
  keyMismatch: 'La clave privada no corresponde a este certificado.',
  certificateExpired: 'El certificado está vencido: generá uno nuevo en ARCA.',
  certificateOtherCuit: (cuit: string) => `El certificado es del CUIT ${cuit}, no del que escribiste.`,
  notConfigured: 'Todavía no cargaste los datos de facturación.',
  // What ARCA answered, in words the owner can act on.
  arca: {
    untrusted:
      'ARCA no reconoce el certificado en este ambiente: un certificado de homologación no sirve en producción, ni al revés.',
    notAuthorized:
      'El certificado no está asociado al servicio «wsfe» (Facturación electrónica). Asocialo en ARCA y volvé a probar.',
    badSignature: 'ARCA rechazó la firma: revisá que la clave privada sea la de este certificado.',
    clock: 'ARCA rechazó la hora del servidor: el reloj del servidor está desfasado.',
    alreadyAuthenticated:
      'ARCA ya entregó un permiso a este certificado y no da otro hasta que venza; esperá unos minutos.',
    cuitNotRelated: 'El certificado no representa a este CUIT en ARCA.',
    pointOfSaleUnknown: (number: number) =>
      `El punto de venta ${number} no está habilitado para web services: creá uno de tipo «RECE» en ARCA.`,
    noPointsOfSale: 'ARCA no tiene puntos de venta para web services de este CUIT.',
    unavailable: 'ARCA no responde en este momento: se volverá a intentar.',
    dateOrNumber:
      'ARCA no aceptó el número o la fecha del comprobante: puede que se haya emitido otro en su portal con este punto de venta. Usá un punto de venta solo para el sitio y tocá «Reintentar».',
    dollars:
      'ARCA no aceptó la moneda o la cotización del comprobante en dólares: consultá a tu contador si conviene facturar estos pagos desde el sitio.',
    rejected: (code: string, message: string) =>
      `ARCA rechazó el comprobante (${code}: ${message}). Corregí lo que indica y tocá «Reintentar»; si no sabés qué corregir, consultá a tu contador.`,
    unexpected: (code: string, message: string) => `ARCA respondió ${code}: ${message}`,
  },
  // The owner's list of invoices.
  listTitle: 'Comprobantes emitidos',
  listEmpty: 'Todavía no hay comprobantes.',
  columns: {
    number: 'Comprobante',
    date: 'Fecha',
    buyer: 'Comprador',
    total: 'Total',
    state: 'Estado',
    cae: 'CAE',
  },
  kinds: { invoice: 'Factura C', 'credit-note': 'Nota de Crédito C' },
  states: {
    pending: 'En proceso',
    authorised: 'Autorizada',
    rejected: 'Rechazada',
    skipped: 'No se factura',
  },
  rejectedBy: (code: string) => `Rechazada por ARCA (${code})`,
  retry: 'Reintentar',
  retried: 'Se volverá a pedir a ARCA',
  invoiceNotIssued:
    'La factura de este pago fue rechazada por ARCA: reintentá primero la factura y después esta nota de crédito.',
  retryNotRejected: 'Solo se puede reintentar un comprobante rechazado.',
  pdf: 'PDF',
  // 'Mis Cursos'.
  download: 'Descargar factura',
  downloadCreditNote: 'Descargar nota de crédito',
  // The e-mail to the buyer.
  mailSubject: (what: string, number: string) => `${what} ${number}`,
  mailGreeting: (name: string) => `Hola ${name}:`,
  mailBody: (what: string, item: string) =>
    `Te enviamos adjunta la ${what} de tu inscripción a «${item}». También la encontrás en «Mis Cursos».`,
  mailAction: 'Ver Mis Cursos',
  mailCreditNoteBody: (item: string) =>
    `Te enviamos adjunta la Nota de Crédito C por la devolución de tu inscripción a «${item}».`,
  // The printed comprobante.
  printed: {
    letter: 'C',
    code: (type: number) => `COD. ${String(type).padStart(3, '0')}`,
    original: 'ORIGINAL',
    monotributo: 'Responsable Monotributo',
    cuit: 'CUIT',
    grossIncome: 'Ingresos Brutos',
    activityStart: 'Inicio de actividades',
    address: 'Domicilio comercial',
    pointOfSale: 'Punto de venta',
    number: 'Comp. Nro',
    date: 'Fecha de emisión',
    period: 'Período facturado',
    from: 'Desde',
    to: 'Hasta',
    paymentDue: 'Fecha de vencimiento del pago',
    consumer: 'A CONSUMIDOR FINAL',
    buyer: 'Apellido y nombre',
    document: (type: string, number: string) => `${type}: ${number}`,
    condition: 'Condición frente al IVA: Consumidor Final',
    item: 'Descripción',
    amount: 'Importe',
    subtotal: 'Subtotal',
    total: 'Importe total',
    currency: (currency: string, rate: string) => `Moneda: ${currency} · Cotización: $ ${rate}`,
    associated: (number: string) => `Comprobante asociado: Factura C ${number}`,
    cae: 'CAE N°',
    caeDue: 'Fecha de vto. de CAE',
    authorised: 'Comprobante autorizado por ARCA',
    test: 'COMPROBANTE DE PRUEBA (HOMOLOGACIÓN): SIN VALIDEZ FISCAL',
  },
} as const;

export type InvoicingMessages = typeof invoicingMessages;
