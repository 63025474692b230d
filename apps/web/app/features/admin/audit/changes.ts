import {
  formatDate,
  formatModuleDate,
  formatPrice,
  messages,
  plainTextFromMarkdown,
  withdrawalMessages,
  shortenForAdminList,
} from '@constelaciones/contract';

/** One field that changed, as the owner reads it. */
export interface FieldChange {
  field: string;
  label: string;
  before: string;
  after: string;
}

const ACTIONS: Record<string, string> = {
  create: 'Creó',
  update: 'Editó',
  delete: 'Borró',
  publish: 'Publicó',
};
const ENTITIES: Record<string, string> = {
  activity: 'la actividad',
  article: 'el artículo',
  course: 'el curso',
  module: 'el módulo',
  user: 'la cuenta',
  demo: 'el contenido de demostración',
  'agenda-entry': 'la fecha de la agenda',
  'legal-text': 'el texto legal',
  purchase: 'la inscripción',
  withdrawal: 'la solicitud de arrepentimiento',
  'owner-message': 'un mensaje a los inscriptos',
  'waiting-list': 'un lugar en la lista de espera',
  'site-content': 'el contenido del sitio',
  backup: 'una copia de seguridad',
  'test-email': 'un correo de prueba, entregado',
};

/** 'Editó la actividad', 'Borró el artículo'... */
export const describeAction = (action: string, entity: string): string =>
  `${ACTIONS[action] ?? action} ${ENTITIES[entity] ?? entity}`;

/** The fields worth telling, in the order the forms show them, with their labels. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  day: 'Fecha',
  date: 'Fecha',
  endDate: 'Hasta',
  kind: 'Tipo',
  hour: 'Hora',
  modality: 'Modalidad',
  city: 'Ciudad',
  important: 'Importante',
  archived: 'Archivada',
  priceAnticipedPesos: 'Precio anticipado',
  pricePesos: 'Precio en pesos',
  priceDolar: 'Precio en dólares',
  description: 'Descripción',
  paragraph: 'Texto',
  associateModel: 'Asociada a',
  associate: 'Curso o módulo asociado',
  img: 'Imagen',
  linkMP: 'Link de Mercado Pago',
  linkPP: 'Link de PayPal',
  link_intro: 'Link de la introducción',
  link: 'Link del módulo',
  open: 'Abierto a la compra',
  enabled: 'Habilitado',
  draft: 'Borrador',
  published: 'Texto publicado',
  state: 'Estado',
  resolutionNote: 'Nota',
};

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ASSOCIATE_MODELS: Record<string, string> = { Course: 'Curso', Module: 'Módulo' };
/** A purchase's payment state or a withdrawal request's, as the screens name them (the two sets share no value). */
const STATES: Record<string, string> = { ...messages.purchase.states, ...withdrawalMessages.states };

/** A stored value as text: 'Sí'/'No', dates and prices the Argentine way, long texts shortened. */
export function showValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') {
    if (field === 'priceDolar') return formatPrice(value, 'USD');
    if (field.startsWith('price')) return formatPrice(value, 'ARS');
    if (field === 'hour') return `${String(value).padStart(2, '0')}:00`;
    return String(value);
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  if (INSTANT.test(value)) return formatModuleDate(value);
  if (CALENDAR_DATE.test(value)) return formatDate(value);
  if (field === 'associateModel') return ASSOCIATE_MODELS[value] ?? value;
  if (field === 'state') return STATES[value] ?? value;
  return shortenForAdminList(plainTextFromMarkdown(value));
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** The labelled fields whose value differs between `before` and `after`. */
export function changedFields(before: unknown, after: unknown): FieldChange[] {
  const old = asRecord(before);
  const next = asRecord(after);
  return Object.entries(FIELD_LABELS)
    .filter(([field]) => JSON.stringify(old[field]) !== JSON.stringify(next[field]))
    .map(([field, label]) =>
      // An image is a file name that tells nothing: only that it was replaced.
      field === 'img' && old[field] && next[field]
        ? { field, label, before: 'la anterior', after: 'una nueva' }
        : { field, label, before: showValue(field, old[field]), after: showValue(field, next[field]) },
    );
}

/**
 * The name of what changed: its title (or its code, for a withdrawal request) after the change, or before it when
 * it was deleted.
 */
export function subjectOf(before: unknown, after: unknown): string | undefined {
  const [now, then] = [asRecord(after), asRecord(before)];
  const title = now.title ?? then.title ?? now.code ?? then.code;
  return typeof title === 'string' ? title : undefined;
}
