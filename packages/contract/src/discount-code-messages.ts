/**
 * The words of discount codes ('Código de descuento'), implied by the checkout an Argentine seller expects, not
 * by the specification: the checkout's field and the server's refusals, the owner's tab and the enrolment's
 * card. Apart from `messages` (messages.ts) because every page loads that object. Zod-free.
 */
export const discountCodeMessages = {
  // The checkout.
  field: 'Código de descuento',
  apply: 'Aplicar',
  remove: 'Quitar código',
  applied: (code: string) => `Código ${code} aplicado.`,
  listPrice: 'Precio',
  discount: 'Descuento',
  notFound: 'Ese código de descuento no existe.',
  notYet: (from: string) => `Ese código de descuento vale desde el ${from}.`,
  expired: 'Ese código de descuento venció.',
  usedUp: 'Ese código de descuento ya no tiene usos disponibles.',
  usedByYou: 'Ya usaste este código de descuento.',
  notForItem: 'Ese código de descuento no vale para esta inscripción.',
  notForCurrency: (currency: 'ARS' | 'USD') =>
    `Ese código de descuento no tiene un descuento en ${currency === 'ARS' ? 'pesos' : 'dólares'}.`,
  coversPrice: 'Ese código de descuento es mayor que el precio de esta inscripción.',
  invalid: 'Escribí el código como te lo dieron: de 3 a 30 letras, números o guiones.',
  // The owner's tab.
  title: 'Códigos de descuento',
  intro:
    'Un código descuenta un porcentaje o un monto fijo del precio de lo que se inscribe la persona. Mientras ' +
    'una inscripción está pendiente de pago, su uso queda reservado; si vence, se cancela o se revoca, el uso ' +
    'se libera.',
  create: 'Crear código',
  edit: 'Editar',
  delete: 'Eliminar',
  save: 'Guardar',
  none: 'Todavía no creaste códigos de descuento.',
  code: 'Código',
  codeHint:
    'Lo que la persona escribe al pagar: de 3 a 30 letras, números o guiones (se guarda en mayúsculas).',
  kind: 'Tipo de descuento',
  kinds: { percent: 'Porcentaje', amount: 'Monto fijo' },
  percent: 'Porcentaje de descuento',
  percentInvalid: 'El porcentaje debe ser un número entero de 1 a 99.',
  amountArs: 'Descuento en pesos',
  amountUsd: 'Descuento en dólares',
  amountHint: 'Quien paga en pesos recibe el de pesos; quien paga en dólares, el de dólares.',
  amountInvalid: 'El descuento debe ser un número mayor que 0, o quedar vacío.',
  amountRequired: 'Escribí el descuento en pesos, en dólares o en ambos.',
  appliesTo: 'Vale para',
  appliesToAll: 'Todas las inscripciones',
  appliesToChosen: 'Las inscripciones que elijo',
  itemsRequired: 'Elegí al menos una inscripción.',
  itemsInvalid: 'Alguna de las inscripciones elegidas ya no existe.',
  itemKinds: { Activity: 'Actividad', Course: 'Taller', Module: 'Módulo' },
  maxUses: 'Usos en total',
  maxUsesHint: 'Cuántas inscripciones pueden usarlo. Vacío: sin límite.',
  maxUsesInvalid: 'Los usos deben ser un número entero mayor que 0, o quedar vacíos.',
  oncePerPerson: 'Una vez por persona',
  validFrom: 'Válido desde',
  validUntil: 'Válido hasta',
  validHint: 'Vacío: sin límite. Cuenta el día entero, en hora argentina.',
  untilBeforeFrom: '“Válido hasta” no puede ser anterior a “Válido desde”.',
  duplicate: 'Ya hay un código con ese nombre.',
  gone: 'Ese código ya no existe.',
  created: 'Código creado.',
  saved: 'Código guardado.',
  deleted: 'Código eliminado.',
  confirmDelete: (code: string) =>
    `¿Eliminar el código ${code}? Las inscripciones que lo usaron lo conservan en su detalle.`,
  /** 'Usos: 3 de 10 (1 pendiente de pago)'. */
  uses: (used: number, held: number, max: number | null) =>
    `Usos: ${used}${max === null ? '' : ` de ${max}`}${held > 0 ? ` (${held} pendiente${held === 1 ? '' : 's'} de pago)` : ''}`,
  everything: 'Todas las inscripciones',
  // The enrolment's card, the CSV and the summary.
  usedCode: 'Código de descuento',
  discountAmount: 'Descuento',
} as const;
