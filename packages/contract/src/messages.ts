/**
 * Every user-visible message of the product, in Spanish, grouped by feature.
 *
 * Texts quoted by the specification keep its exact wording, missing accents included
 * ('Selecciona tu pais', 'Correo invalido', 'Minimo 6 caracteres'...). The few texts the specification
 * implies without wording them (marked below) follow the site's Rioplatense voice.
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
    recoverySent: 'Si el correo está registrado, te enviamos un enlace para crear una nueva contraseña.',
    passwordChanged: 'Tu contraseña fue actualizada. Ya podés iniciar sesión.',
    recoveryInvalid: 'El enlace para recuperar la cuenta no es válido o ya venció. Pedí uno nuevo.',
    socialLoginFailed: 'No pudimos verificar tu inicio de sesión. Intentá de nuevo.',
    socialEmailUnverified: 'Tu cuenta del proveedor no tiene el correo verificado.',
    socialLoginDisabled: 'El inicio de sesión con redes sociales no está disponible.',
  },
  enrolment: {
    termsLabel: 'Acepto los términos y condiciones',
  },
  profile: {
    editConfirm: 'Quieres editar?',
    updated: 'Usuario actualizado con éxito',
    updateFailed: 'No se pudo actualizar el usuario',
  },
  checkout: {
    verifying: 'Verificando compra...',
    noPurchase: 'No se encontro ninguna compra!',
    transferFailed: 'Ups! Ocurrio un error! Contacte con el administrador!',
  },
  purchase: {
    paymentPending: 'Pendiente...',
    paymentConfirmed: 'Confirmado',
    updateFailed: 'No se pudo actualizar la inscripción',
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
  },
  module: {
    updated: 'Módulo editado correctamente',
    updateFailed: 'Error al editar el módulo',
    enabled: 'Habilitado',
    disabled: 'No habilitado',
    contentPlaceholder: 'Contenido del módulo',
    modeLive: 'Online',
    modeRecorded: 'Grabado',
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
    tooManyRequests: 'Demasiados intentos. Esperá unos minutos y volvé a intentar.',
    unauthorized: 'Tenés que iniciar sesión.',
    forbidden: 'No tenés permiso para hacer esto.',
    invalidInput: 'Revisá los datos ingresados.',
  },
} as const;
