/**
 * The words of places and waiting lists, implied by the issue, not by the specification: what public
 * pages and the enrol button say, the server's answers, 'Mis Cursos' and the admin's lists. Apart from
 * `messages` (messages.ts) because every page loads that object. Zod-free: public pages import it.
 */
/** The longest an offer from a waiting list may hold its place: 30 days. */
export const MAX_OFFER_HOURS = 720;

export const placesMessages = {
  capacity: 'Cupo',
  capacityHint: 'Cuántas personas pueden inscribirse. Vacío: sin límite.',
  capacityCourseNote: ' Vale para la próxima fecha.',
  capacityInvalid: 'El cupo debe ser un número entero mayor que 0, o quedar vacío.',
  full: 'Completo',
  /** 'Quedan N lugares', shown when few remain. */
  left: (count: number) => (count === 1 ? 'Queda 1 lugar' : `Quedan ${count} lugares`),
  join: 'Anotarme en la lista de espera',
  joined: 'Te anotamos en la lista de espera. Si se libera un lugar, te avisamos por correo.',
  alreadyJoined: 'Ya estás en la lista de espera.',
  alreadyHolding: 'Ya tenés una inscripción para esta fecha: tu lugar está reservado.',
  notFull: 'Todavía quedan lugares: podés inscribirte directamente.',
  fullRefusal: 'No quedan lugares para esta inscripción. Podés anotarte en la lista de espera.',
  onList: (position: number) => `Estás en la lista de espera: puesto ${position}.`,
  offerHeld: (until: string) => `Tenés un lugar reservado hasta el ${until}. Inscribite para tomarlo.`,
  leave: 'Salir de la lista de espera',
  leftList: 'Saliste de la lista de espera.',
  myListsTitle: 'Listas de espera',
  entryNotFound: 'Esa persona ya no está en la lista de espera.',
  // The owner's side.
  listTitle: 'Lista de espera',
  emptyList: 'Nadie en lista de espera.',
  remove: 'Quitar',
  removed: 'Quitada de la lista de espera.',
  offer: 'Ofrecer lugar',
  offered: 'Le ofrecimos el lugar por correo.',
  offerOpen: (until: string) => `Lugar ofrecido hasta el ${until}`,
  offerHours: 'Horas que se guarda un lugar ofrecido de la lista de espera',
  offerHoursInvalid: `Las horas de la oferta deben ser un número entero entre 1 y ${MAX_OFFER_HOURS}.`,
} as const;

/** From this many places left down, public pages say how many remain. */
export const FEW_PLACES = 5;

/** What a page and the enrol button say of the places left: null when unlimited or plenty. */
export function placesLabel(left: number | null | undefined): string | null {
  if (left === null || left === undefined || left > FEW_PLACES) return null;
  return left <= 0 ? placesMessages.full : placesMessages.left(left);
}
