/**
 * The Spanish messages of a person's own data (Ley 25.326, arts. 14 and 16): the profile's 'Mis datos',
 * the deletion of an account, and the owner's retention setting. Implied by the issue, not by the
 * specification. Apart from `messages` (messages.ts) because only logged-in and admin screens show them: the
 * home page's first load carries `messages` whole, and its JavaScript budget has no room for these.
 */
export const personalDataMessages = {
  title: 'Mis datos',
  intro:
    'Podés ver y descargar todo lo que el sitio guarda sobre vos: tu cuenta, tus datos personales, tus inscripciones y pagos, tu avance, tus preferencias y los cambios registrados sobre tu cuenta.',
  download: 'Descargar mis datos',
  print: 'Imprimir',
  deleteTitle: 'Eliminar mi cuenta',
  deleteExplanation:
    'Se borran tu cuenta, tu foto, tus sesiones, tu avance en los módulos, tus preferencias y, si estás en el listado de Consteladores, tu tarjeta. Tus inscripciones y pagos se conservan para la contabilidad de la administración, con tu nombre reemplazado por «Cuenta eliminada» y sin tu correo, teléfono, país ni fecha de nacimiento. Te avisamos por correo. No se puede deshacer; después podés volver a registrarte con el mismo correo.',
  deleteButton: 'Eliminar mi cuenta',
  deleteConfirm: '¿Eliminar tu cuenta para siempre?',
  deleteConfirmButton: 'Sí, eliminarla',
  passwordLabel: 'Tu contraseña',
  passwordHint: 'Para confirmar que sos vos.',
  wrongPassword: 'La contraseña no es correcta.',
  linkHint:
    'Tu cuenta entra con Google y no tiene contraseña: para confirmar te enviamos un enlace a tu correo.',
  linkButton: 'Enviarme el enlace para eliminar mi cuenta',
  linkSent: 'Te enviamos un correo con el enlace para eliminar tu cuenta. Sirve una vez, durante 24 horas.',
  linkInvalid: 'El enlace para eliminar la cuenta no es válido o ya venció. Pedí uno nuevo desde tu perfil.',
  linkPageIntro: 'Abriste el enlace para eliminar tu cuenta.',
  linkPageButton: 'Eliminar mi cuenta definitivamente',
  usePassword: 'Tu cuenta tiene contraseña: confirmá con ella.',
  usePasswordless: 'Tu cuenta no tiene contraseña: pedí el enlace por correo para confirmar.',
  ownerAccount: 'La cuenta de administración no se puede eliminar.',
  deleted: 'Tu cuenta fue eliminada. Te enviamos un correo para confirmártelo.',
  deleteFailed: 'No se pudo eliminar la cuenta',
  adminDelete: 'Eliminar la cuenta',
  adminDeleteConfirm: (name: string) => `¿Eliminar la cuenta de ${name}?`,
  adminDeleteExplanation:
    'Hacelo cuando la persona te lo pida. Se borran su cuenta, su foto, sus sesiones y su tarjeta de Consteladores; sus inscripciones y pagos quedan con el nombre «Cuenta eliminada» y sin sus datos personales. Le avisamos por correo. No se puede deshacer.',
  adminDeleted: 'La cuenta fue eliminada.',
  /** The name left on the purchases of a deleted account. */
  deletedName: 'Cuenta eliminada',
  /** The name left on a purchase that expired unpaid, once its personal data was erased. */
  erasedName: 'Datos eliminados',

  unpaidDataDaysInvalid:
    'Los días para borrar los datos de las inscripciones vencidas deben ser un número entero entre 1 y 3650.',
} as const;
