/**
 * Every user-visible message of the product, in Spanish, grouped by feature.
 *
 * Texts quoted by the specification keep its exact wording, missing accents included
 * ('Selecciona tu pais', 'Correo invalido', 'Minimo 6 caracteres'...). The few texts the specification
 * implies without wording them (marked below) follow the site's Rioplatense voice. The 'Botón de
 * arrepentimiento' keeps its own in withdrawal-messages.ts: every page loads this object, and the home page's
 * script budget has no room for texts only /arrepentimiento and the admin read.
 */
export const messages = {
  validation: {
    required: 'Campo requerido',
    requiredField: 'Este campo es requerido',
    lettersOnly: 'Solo letras',
    digitsOnly: 'Solo números',
    selectCountry: 'Selecciona tu pais',
    acceptTerms: 'Para continuar debe aceptar los términos y condiciones.',
    minLength4: 'Mínimo 4 caracteres',
    maxLength15: 'Máximo 15 caracteres',
    invalidEmail: 'Email no válido',
    passwordsMismatch: 'Las contraseñas no coinciden',
    captchaRequired: 'Por favor, verifica que no eres un robot',
    invalidRecoveryEmail: 'Correo invalido',
    newPasswordMinLength: 'Minimo 6 caracteres',
    nameRequired: 'El nombre es requerido',
    titleRequired: 'El título es requerido',
    lastNameRequired: 'El apellido es requerido',
    birthdayRequired: 'La fecha de nacimiento es requerida',
    phoneRequired: 'El teléfono es requerido',
    dateRequired: 'La fecha es requerida',
    descriptionRequired: 'La descripción es requerida',
    pricePesosRequired: 'El precio en pesos es requerido',
    priceDolarRequired: 'El precio en dolares es requerido',
    modalityRequired: 'La modalidad es requerida',
    cityRequired: 'La ciudad es requerida',
    importanceRequired: 'La importancia es requerida',
    hourMin: 'El horario debe ser igual 0 mayor a 0',
    hourMax: 'El horario debe ser igual 23 menor a 23',
    linkRequired: 'El link es requerido',
    // Implied by the specification, not worded by it:
    minLength6: 'Mínimo 6 caracteres',
    invalidDate: 'La fecha no es válida',
    priceAnticipedPesosRequired: 'El precio anticipado en pesos es requerido',
    nonNegativePrice: 'El precio no puede ser negativo',
    hourInteger: 'El horario debe ser un número entero',
    invalidLink: 'El link debe ser una dirección web que empiece con https://',
    associateModelInvalid: 'Tipo de asociación no válido',
    associateRequired: 'Elegí el curso o módulo asociado',
    associateWithoutModel: 'Elegí primero el tipo de asociación',
    imageRequired: 'La imagen es requerida',
    imageInvalid: 'El archivo debe ser una imagen',
    imageTooLarge: 'La imagen no puede pesar más de 8 MB.',
    associateNotFound: 'El curso o módulo elegido no existe.',
    usernameWithAt: "El nombre de usuario no puede contener '@'",
    // Implied by the specification, not worded by it: the bounds every text, date and price keeps.
    tooLong: (max: number) => `Máximo ${max.toLocaleString('es-AR')} caracteres`,
    controlCharacters: 'El texto tiene caracteres no permitidos.',
    textTooLarge: 'El texto es demasiado largo.',
    dateOutOfRange: (years: { min: number; max: number }) =>
      `La fecha debe estar entre los años ${years.min} y ${years.max}.`,
    priceTooHigh: 'El precio es demasiado alto.',
  },
  popup: {
    errorTitle: 'Oops...',
    successTitle: 'OK',
  },
  auth: {
    welcome: 'Bienvenido',
    // Implied by the specification, not worded by it: the server's answers on accounts.
    registered: 'Te registraste con éxito. Te enviamos un correo para confirmar tu cuenta.',
    usernameTaken: 'Ese nombre de usuario ya está en uso. Elegí otro.',
    emailTaken: 'Ya hay una cuenta con ese correo. Iniciá sesión o recuperá tu contraseña.',
    confirmed: 'Tu cuenta está confirmada. Ya podés iniciar sesión.',
    confirmationInvalid:
      'El enlace de confirmación no es válido o ya venció. Pedí uno nuevo al iniciar sesión.',
    confirmationResent:
      'Si hay una cuenta sin confirmar con ese correo, te enviamos un nuevo enlace de confirmación.',
    invalidCredentials: 'Usuario o contraseña incorrectos.',
    unconfirmed: 'Tu cuenta todavía no está confirmada. Revisá tu correo o pedí un nuevo enlace.',
    resendConfirmation: 'Reenviar el correo de confirmación',
    loggedOut: 'Cerraste sesión.',
    logoutOthers: 'Cerrar sesión en los demás dispositivos',
    logoutOthersConfirm: '¿Cerrar sesión en los demás dispositivos?',
    logoutOthersHint:
      'Si usaste tu cuenta en otra computadora o teléfono, podés cerrar esas sesiones. Esta queda abierta.',
    loggedOutOthers: 'Cerraste sesión en los demás dispositivos.',
    recoverySent: 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña.',
    passwordChanged: 'Tu contraseña fue actualizada. Ya podés iniciar sesión.',
    recoveryInvalid: 'El enlace para recuperar la cuenta no es válido o ya venció. Pedí uno nuevo.',
    socialLoginFailed: 'No pudimos verificar tu inicio de sesión. Intentá de nuevo.',
    socialEmailUnverified: 'Tu cuenta del proveedor no tiene el correo verificado.',
    socialLoginDisabled: 'El inicio de sesión con redes sociales no está disponible.',
  },
  purchaseProfile: {
    termsLabel: 'Acepto los términos y condiciones',
    /** The part of termsLabel that links to /terminos. */
    termsLink: 'términos y condiciones',
  },
  profile: {
    editConfirm: 'Quieres editar?',
    updated: 'Usuario actualizado con éxito',
    updateFailed: 'No se pudo actualizar el usuario',
  },
  constellator: {
    // Implied by the specification (graduates on /consteladores), not worded by it.
    consentTitle: 'Listado de Consteladores',
    consentIntro:
      'Si finalizaste la formación NCFA, podemos publicarte en el listado público de Consteladores con tu nombre, tu país y tu foto.',
    consentListed: 'Acepto aparecer en el listado de Consteladores',
    consentShowsEmail: 'Mostrar mi correo electrónico',
    consentShowsPhone: 'Mostrar mi teléfono',
    consentSave: 'Guardar preferencias',
    consentSaved: 'Tus preferencias sobre el listado de Consteladores se guardaron',
    consentFailed: 'No se pudieron guardar tus preferencias',
    consentInvalid: 'Las preferencias sobre el listado de Consteladores no son válidas.',
    publish: 'Publicar en Consteladores',
    unpublish: 'Quitar de Consteladores',
    published: 'Publicado en Consteladores',
    unpublished: 'Quitado de Consteladores',
    publishFailed: 'No se pudo cambiar la publicación en Consteladores',
    noConsent: 'No se puede publicar: no aceptó aparecer en el listado de Consteladores.',
    noLongerFinished:
      'Ya no tiene todos los módulos finalizados: sigue publicado en Consteladores hasta que lo quite.',
    notGraduate: 'No se puede publicar: no finalizó todos los módulos de la formación.',
    publishInvalid: 'Indicá si se publica o no en Consteladores.',
  },
  checkout: {
    // Implied by the issue, not by the specification: cuotas at Mercado Pago.
    installments: (count: number) => `Hasta ${count} cuotas con Mercado Pago`,
    verifying: 'Verificando compra...',
    noPurchase: 'No se encontro ninguna compra!',
    transferFailed: 'Ups! Ocurrio un error! Contacte con el administrador!',
    // Implied by the specification, not worded by it: the server's answers on transfers.
    transferSent: 'Te enviamos a tu correo los datos para pagar tu inscripción.',
    transferOnlyForTransfer: 'Esta inscripción no se paga por transferencia.',
    priceMismatch: 'El precio no coincide con el de la inscripción. Actualizá la página y volvé a intentar.',
    totalChanged:
      'Tu inscripción pendiente tiene el total que ves ahora, no el anterior. Revisalo y volvé a elegir cómo pagar.',
    typeMismatch: 'El tipo de inscripción no coincide.',
    transferUnavailable:
      'Los datos para pagar todavía no están disponibles. Contactá con el administrador para completar tu inscripción.',
    paymentConfirmed: 'Pago confirmado',
    alreadyConfirmed: 'El pago ya estaba confirmado.',
    cannotConfirm: 'Esta inscripción no se puede confirmar: fue cancelada porque se pagó de otra forma.',
    // Implied by the specification, not worded by it: the answers of the provider checkout (Mercado Pago,
    // PayPal) and of the check on the return page.
    mercadoPagoOnlyForMercadoPago: 'Esta inscripción no se paga con Mercado Pago.',
    payPalOnlyForPayPal: 'Esta inscripción no se paga con PayPal.',
    providerUnavailable:
      'Este medio de pago no está disponible en este momento. Elegí otro o contactá con el administrador.',
    providerFailed: 'No pudimos comunicarnos con el medio de pago. Intentá de nuevo en unos minutos.',
    paymentApproved: '¡Pago aprobado! Tu inscripción está confirmada. Te enviamos el comprobante por correo.',
    paymentPending: 'Tu pago está pendiente de acreditación. Te avisaremos por correo cuando se confirme.',
    paymentRejected: 'El pago fue rechazado o no se completó. No se realizó ningún cobro.',
    paymentMismatch:
      'El pago no coincide con esta inscripción, así que no la confirmamos. Contactá con el administrador.',
    paymentRefunded: 'Este pago fue reintegrado: la inscripción ya no está paga.',
    doubleCharge:
      'Tu inscripción ya estaba paga: registramos este segundo pago y avisamos a la administración para que te lo devuelva.',
  },
  installments: {
    // Implied by the issue, not by the specification: how many cuotas she offers at Mercado Pago.
    legend: 'Cuotas con Mercado Pago',
    label: 'Cantidad máxima de cuotas',
    hint: 'De 1 a 12: Mercado Pago ofrece hasta esta cantidad. Las cuotas sin interés no se eligen acá: se activan en tu cuenta de Mercado Pago.',
    itemLabel: 'Cuotas con Mercado Pago (máximo)',
    itemHint: 'Vacío: las de «Datos de pago». Solo puede ser menos que esas.',
    invalid: 'Elegí un número entero de cuotas entre 1 y 12.',
  },
  purchase: {
    paymentPending: 'Pendiente...',
    paymentConfirmed: 'Confirmado',
    // Implied by the specification ('Purchase status enumerations beyond the above: not shown'), not worded
    // by it:
    states: {
      pending: 'Pendiente...',
      paid: 'Confirmado',
      expired: 'Vencida',
      cancelled: 'Cancelada',
      refunded: 'Reintegrada',
    },
    updateFailed: 'No se pudo actualizar la inscripción',
    // Implied by the issue, not by the specification: a second approved payment of one purchase, in the
    // admin.
    doubleCharge: (operation: string, provider: string) =>
      `Cobro duplicado: devolvé la operación N.º ${operation} desde tu cuenta de ${provider}.`,
    paidByOperation: 'Operación que pagó la inscripción',
    // Implied by the issue, not by the specification: part of a payment given back at the provider.
    refundedAmount: 'Reintegrado',
    // Implied by the issue: what Mercado Pago answered of a payment in cuotas.
    installments: 'Cuotas',
    paidTotal: 'Total pagado',
    netReceived: 'Neto recibido',
    partlyRefunded: (amount: string) => `Reintegro parcial de ${amount}: la inscripción sigue paga.`,
    refundedNote:
      'Pago reintegrado: la inscripción ya no está paga. Si el pago sigue en pie, «Confirmar pago» la vuelve a dar por paga.',
    // Implied by the 'Botón de arrepentimiento', not worded by the specification: the owner gives a paid
    // purchase's money back.
    refund: 'Reembolsar',
    refundConfirm: '¿Reembolsar esta inscripción?',
    refundConfirmButton: 'Sí, reembolsar',
    refundAtProviderNote: (provider: string, amount: string) =>
      `${provider} le devolverá ${amount} a quien pagó, y la inscripción dejará de estar paga (se retira el acceso). No se puede deshacer.`,
    refundByHandNote: (amount: string) =>
      `Hacelo cuando ya le hayas devuelto ${amount}: la inscripción dejará de estar paga (se retira el acceso) y le avisamos por correo.`,
    refunded: 'Inscripción reembolsada: ya no está paga y le avisamos por correo.',
    alreadyRefunded: 'Esta inscripción ya estaba reembolsada.',
    refundRequested: (provider: string) =>
      `${provider} tomó el pedido de reembolso y lo está procesando: la inscripción quedará reintegrada cuando lo confirme.`,
    refundNotPaid: 'Solo se puede reembolsar una inscripción paga.',
    refundFailed: (provider: string) =>
      `${provider} no hizo el reembolso, así que la inscripción no cambió. Intentá de nuevo en unos minutos o hacelo desde tu cuenta de ${provider}.`,
    refundUnavailable: (provider: string) =>
      `El sitio no tiene las credenciales de ${provider}, así que no puede pedir el reembolso. Hacelo desde tu cuenta de ${provider}.`,
    refundKeyInvalid: 'La clave del reembolso no es válida.',
    // Implied by the specification, not worded by it: the list's filters when a request sends an unknown one.
    listQueryInvalid: 'La búsqueda de inscriptos no es válida.',
    // Implied by the specification, not worded by it: the server's answers on purchases.
    updated: 'Inscripción actualizada',
    deleted: 'Inscripción eliminada',
    deletePaid: 'No se puede eliminar una inscripción con un pago registrado.',
    cannotUnpay: 'Un pago confirmado no se puede desmarcar.',
    alreadyPaid: 'Ya estás inscripto/a y tu pago está confirmado.',
    incompleteProfile: 'Completá tu perfil antes de inscribirte. Falta:',
    profileFields: {
      firstName: 'nombre',
      lastName: 'apellido',
      country: 'país',
      birthday: 'fecha de nacimiento',
      phone: 'teléfono',
    },
    notPending: 'Esta inscripción ya no espera un pago: venció o fue cancelada. Inscribite de nuevo.',
    waysToPay: { transfer: 'Transferencia', mp: 'Mercado Pago', pp: 'PayPal' },
    itemNotFound: 'No encontramos la actividad, el taller o el módulo elegido.',
    itemArchived: 'Esta actividad ya no está disponible.',
    itemPast: 'La fecha de esta inscripción ya pasó.',
    itemWithoutDate: 'Todavía no hay una fecha ni precios para esta inscripción.',
    moduleNotOpen: 'Este módulo todavía no está abierto para inscripciones.',
    mercadoPagoOnlyPesos: 'Mercado Pago solo acepta pagos en pesos argentinos.',
    payPalOnlyDollars: 'PayPal solo acepta pagos en dólares.',
    wayToPayInvalid: 'Elegí un medio de pago válido.',
    inscriptionModelInvalid: 'Tipo de inscripción no válido.',
    inscriptionInvalid: 'Elegí qué querés inscribirte.',
    // Implied by RG 5700 (reworded by RG 5866), not by the specification: ARCA's rule that a consumidor final
    // is identified on an invoice from $ 10.000.000 on.
    document: 'DNI o CUIL',
    documentHelp: 'ARCA pide identificar a quien compra por $ 10.000.000 o más: figura en tu factura.',
    documentRequired: 'Ingresá tu DNI o CUIL: ARCA lo pide para un total de $ 10.000.000 o más.',
    documentInvalid: 'Ingresá tu DNI (7 u 8 números) o tu CUIL (11 números).',
  },
  legal: {
    // Implied by the specification, not worded by it: the terms and the privacy policy the owner publishes.
    saved: 'Borrador guardado',
    published: 'Texto publicado',
    saveFailed: 'No se pudo guardar el texto',
    markdownRequired: 'Escribí el texto antes de guardarlo.',
    kindInvalid: 'Elegí los términos y condiciones o la política de privacidad.',
    termsTitle: 'Términos y condiciones',
    privacyTitle: 'Política de privacidad',
    /** Beside the registration's button, before the link to /privacidad. */
    registrationNotice: 'Usamos tus datos como explica la',
    newTab: '(se abre en una pestaña nueva)',
    draftLabel: 'Borrador:',
    draftNotice: 'esta es una propuesta que todavía no fue revisada ni publicada, y puede cambiar.',
  },
  paymentSettings: {
    // Implied by the specification, not worded by it: the owner's payment details.
    updated: 'Datos de pago actualizados',
    updateFailed: 'No se pudieron guardar los datos de pago',
    cuitInvalid: 'El CUIT debe tener 11 números y un dígito verificador válido.',
    cbuInvalid: 'El CBU o CVU debe tener 22 números.',
    aliasInvalid: 'El alias debe tener de 6 a 20 letras, números, puntos o guiones.',
    earlyPaymentDaysInvalid: 'Los días de pago anticipado deben ser un número entero entre 0 y 365.',
  },
  siteContent: {
    // Implied by the specification, not worded by it: the admin's 'Contenido del sitio' tab.
    updated: 'Contenido guardado',
    updateFailed: 'No se pudo guardar el contenido',
    pictureAdded: 'Imagen agregada',
    picturesUpdated: 'Imágenes actualizadas',
    altRequired: 'Describí la imagen con unas palabras (texto alternativo).',
    tooManyPictures: (max: number) =>
      max === 1 ? 'Este lugar lleva una sola imagen.' : `Este carrusel admite hasta ${max} imágenes.`,
    pictureUnknown: 'Esa imagen ya no está en esta sección. Recargá la página y volvé a intentar.',
    slotInvalid: 'Esta sección no tiene ese lugar para imágenes.',
    videoInvalid: 'Pegá el enlace de un video de YouTube (o su código de 11 caracteres).',
    topicsSaved: 'Temario guardado',
    topicRequired: 'Un tema no puede quedar vacío.',
    tooManyTopics: (max: number) => `Un módulo admite hasta ${max} temas.`,
    testEmailSent: (address: string) => `Enviamos un correo de prueba a ${address}.`,
    testEmailFailed: 'No se pudo enviar el correo de prueba',
    noNoticesEmail: 'Primero guardá la dirección donde recibís los avisos.',
  },
  activity: {
    created: 'Actividad creada con éxito',
    createFailed: 'No se pudo crear la actividad',
    deleted: 'Actividad eliminada con éxito',
    deleteFailed: 'No se pudo eliminar la actividad',
    updated: 'Actividad actualizada con éxito',
    updateFailed: 'No se pudo actualizar la actividad',
    deleteConfirm: '¿Estás seguro que quieres eliminar esta actividad?',
    deleteConfirmButton: 'Si, Eliminar!',
    archivePrompt: 'Desear archivar la actividad?',
  },
  article: {
    // Implied by the specification ('a modal saying it was created correctly'), not worded by it:
    created: 'Artículo creado con éxito',
    updated: 'Artículo actualizado con éxito',
    deleted: 'Artículo eliminado con éxito',
    // Implied by the specification, not worded by it: the admin panel tells the owner what failed.
    createFailed: 'No se pudo crear el artículo',
    updateFailed: 'No se pudo actualizar el artículo',
    deleteFailed: 'No se pudo eliminar el artículo',
    deleteConfirm: '¿Estás seguro que quieres eliminar este artículo?',
  },
  course: {
    updated: 'Curso editado correctamente',
    updateFailed: 'Error al editar el curso',
    created: 'Curso creado correctamente',
    deleted: 'Curso eliminado correctamente',
    slugTaken: 'Ese curso ya existe.',
    hasActivities: 'No se puede eliminar: hay actividades asociadas a este curso.',
    noDate: 'Sin fecha',
  },
  // Implied by the specification, not worded by it: the demo content and the first start.
  demo: {
    banner: 'Sitio de demostración',
    explanation:
      'El sitio muestra contenido de ejemplo (actividades, artículos, consteladores, datos bancarios y textos). Quitalo antes de publicar el sitio.',
    remove: 'Quitar el contenido de demostración',
    confirm:
      'Se borran las actividades, los artículos, los consteladores, los textos, las imágenes y los datos bancarios de ejemplo, y las fechas y precios de ejemplo de los talleres y módulos. Se conserva todo lo que creaste o editaste y las cuentas, inscripciones y pagos de las personas. No se puede deshacer.',
    confirmButton: 'Sí, quitarlo',
    removed: 'Contenido de demostración quitado.',
    removeFailed: 'No se pudo quitar el contenido de demostración.',
  },
  setup: {
    title: 'Configuración inicial',
    printed:
      'Configuración inicial: el sitio no tiene administradora. Abrí esta dirección (sirve una vez, durante 24 horas):',
    intro: 'Creá la cuenta de administración del sitio. Este enlace sirve una sola vez.',
    name: 'Tu nombre',
    email: 'Correo electrónico para iniciar sesión',
    password: 'Contraseña',
    noticesEmail: 'Correo donde recibir los avisos del sitio (inscripciones, pagos)',
    submit: 'Crear la cuenta',
    done: 'Listo: tu cuenta de administración está creada. Ya podés iniciar sesión.',
    login: 'Iniciar sesión',
    nameRequired: 'Escribí tu nombre.',
  },
  module: {
    updated: 'Módulo editado correctamente',
    updateFailed: 'Error al editar el módulo',
    enabled: 'Habilitado',
    disabled: 'No habilitado',
    contentPlaceholder: 'Contenido del módulo',
    modeLive: 'Online',
    modeRecorded: 'Grabado',
    // The students' area (spec section 2, Student dashboard and Modules sidebar).
    liveGroup: 'Modulos En Directo',
    recordedGroup: 'Modulos Grabados',
    buy: 'Comprar',
    resume: 'Continuar',
    intro: 'Introducción',
    enterRoom: 'Ingresar a la sala',
    // Implied by the specification, not worded by it: saving where a student left a module.
    progressInvalid: 'La posición de reproducción no es válida.',
    progressNotOwned: 'Todavía no compraste este módulo.',
    progressLive: 'Un módulo en directo no tiene una grabación para retomar.',
  },
  // Implied by the specification (an agenda from the dates), not worded by it.
  agenda: {
    created: 'Fecha agregada a la agenda',
    createFailed: 'No se pudo agregar la fecha a la agenda',
    updated: 'Fecha de la agenda actualizada',
    updateFailed: 'No se pudo actualizar la fecha de la agenda',
    deleted: 'Fecha quitada de la agenda',
    deleteFailed: 'No se pudo quitar la fecha de la agenda',
    deleteConfirm: '¿Estás seguro que quieres quitar esta fecha de la agenda?',
    description: (year: number) =>
      `Agenda ${year} de talleres de Constelaciones Familiares, módulos de la formación NCFA, encuentros de eneagrama y charlas abiertas, presenciales y virtuales.`,
    empty: (year: number) => `Todavía no hay fechas en la agenda de ${year}.`,
    kindRequired: 'El tipo es requerido',
    modalityRequired: 'La modalidad es requerida',
    endBeforeStart: 'La fecha de fin no puede ser anterior a la de inicio',
    otherYear: 'La fecha de fin debe estar en el mismo año',
  },
  text: {
    readMore: ' [Seguir leyendo...]',
    truncated: ' [...]',
  },
  date: {
    at: 'a las',
    argentineTimeNote: '(hora Argentina (GTM -3))',
  },
  // Implied by the specification, not worded by it: the server's answers to failures of any route.
  server: {
    notFound: 'No encontramos lo que buscás.',
    unexpected: 'Ocurrió un error inesperado. Intentá de nuevo más tarde.',
    // The database is unreachable (restarted, failing over): nothing was lost, it only has to be tried again.
    unavailable: 'El servicio no está disponible en este momento. Intentá de nuevo en unos minutos.',
    tooManyRequests: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
    unauthorized: 'Tenés que iniciar sesión.',
    forbidden: 'No tenés permiso para hacer esto.',
    invalidInput: 'Revisá los datos ingresados.',
    // A multipart body the server cannot read: no boundary, another boundary, cut short.
    formUnreadable: 'No pudimos leer el formulario enviado: llegó incompleto o mal armado. Volvé a enviarlo.',
  },
} as const;
