import {
  DEFAULT_OFFER_HOURS,
  MAX_INSTALLMENTS,
  DEFAULT_UNPAID_DATA_DAYS,
  DEFAULT_REMINDER_DAYS,
  type CourseSlug,
  type Modality,
  type ModuleType,
  type PaymentSettings,
} from '@constelaciones/contract';

/**
 * Demo records seeded on first start. Plain data only: the seeder turns them into rows,
 * generates the pictures from each `key` and converts Argentine local dates to instants.
 * Dates written 'YYYY-MM-DDTHH:mm' are Argentine local time (UTC-3, no daylight saving).
 */

export interface DemoCourseInput {
  slug: CourseSlug;
  title: string;
  /** 'YYYY-MM-DD' */
  day: string;
  /** Argentine hour, 0 to 23. */
  hour: number;
  priceAnticipedPesos: number;
  pricePesos: number;
  priceDolar: number;
  linkMP: string;
  linkPP: string;
}

export interface DemoModulePrice {
  pricePesos: number;
  priceDolar: number;
}

export interface DemoModuleInput {
  number: number;
  title: string;
  topics: string[];
  /** The live (sincronico) edition: its next date, Argentine local 'YYYY-MM-DDTHH:mm', and prices. */
  live: DemoModulePrice & { date: string };
  /** The recorded (asincronico) edition. */
  recorded: DemoModulePrice;
  /** Can be bought. */
  open: boolean;
  enabled: boolean;
}

export type DemoActivityAssociation =
  | { model: 'Course'; courseSlug: CourseSlug }
  | { model: 'Module'; moduleNumber: number; typeModule: ModuleType };

export interface DemoActivityInput {
  /** Slug, also the seed and file name of the generated picture. */
  key: string;
  title: string;
  description: string;
  /** Argentine local 'YYYY-MM-DDTHH:mm'. */
  day: string;
  pricePesos: number;
  priceDolar: number;
  modality: Modality;
  city: string;
  important: boolean;
  archived: boolean;
  association?: DemoActivityAssociation;
  /** Its kind on the agenda, as the spec's 2025 agenda names such dates; none: the one its association implies. */
  kind?: string;
}

export interface DemoArticleInput {
  /** Slug, also the seed and file name of the generated picture. */
  key: string;
  title: string;
  /** Markdown. */
  paragraph: string;
}

export interface DemoConstellatorInput {
  /** Slug, also the seed of the generated avatar. */
  key: string;
  firstName: string;
  lastName: string;
  country: string;
  email: string;
  phone: string;
}

/** The year the demo dates were written in: the seed moves them forward so the demo never looks stale. */
export const DEMO_BASE_YEAR = 2026;

export const demoCourses: DemoCourseInput[] = [
  {
    slug: 'talleres-presenciales',
    title: 'Taller de Constelaciones Familiares presencial',
    day: '2027-03-20',
    hour: 10,
    priceAnticipedPesos: 45000,
    pricePesos: 55000,
    priceDolar: 60,
    linkMP: 'https://mpago.la/2Xk9fQe',
    linkPP: 'https://paypal.me/marianariosconstelaciones/60USD',
  },
  {
    slug: 'talleres-virtuales',
    title: 'Taller de Constelaciones Familiares virtual',
    day: '2027-03-24',
    hour: 19,
    priceAnticipedPesos: 35000,
    pricePesos: 42000,
    priceDolar: 45,
    linkMP: 'https://mpago.la/1Vr7tLw',
    linkPP: 'https://paypal.me/marianariosconstelaciones/45USD',
  },
];

const INTRO_PRICES = {
  live: { pricePesos: 30000, priceDolar: 30 },
  recorded: { pricePesos: 20000, priceDolar: 20 },
} as const;
const MODULE_PRICES = {
  live: { pricePesos: 95000, priceDolar: 90 },
  recorded: { pricePesos: 60000, priceDolar: 55 },
} as const;
const PRACTICE_PRICES = {
  live: { pricePesos: 110000, priceDolar: 100 },
  recorded: { pricePesos: 60000, priceDolar: 55 },
} as const;

/**
 * Modules 0 to 16. Three cohorts run in parallel during 2027, each meeting every two months on a
 * Saturday at 10 (the weekend runs Saturday and Sunday, 7 hours each day).
 */
export const demoModules: DemoModuleInput[] = [
  {
    number: 0,
    title: 'Módulo 0 - Introducción a las Constelaciones Familiares',
    topics: [
      'Qué es una constelación familiar',
      'Orígenes del método y la mirada sistémica',
      'El campo y el trabajo con representantes',
      'Encuadre ético del trabajo con constelaciones',
      'Presentación del eneagrama como mapa del carácter',
    ],
    live: { ...INTRO_PRICES.live, date: '2027-02-13T10:00' },
    recorded: { ...INTRO_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 1,
    title: 'Módulo 1 - Los órdenes del amor',
    topics: [
      'Pertenencia: todos tienen derecho a un lugar',
      'Jerarquía: el orden de llegada al sistema',
      'Equilibrio entre dar y tomar',
      'Conciencia personal, familiar y colectiva',
      'Eneatipo 1: el perfeccionista',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-04-10T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 2,
    title: 'Módulo 2 - La familia de origen y el genograma',
    topics: [
      'Construcción del genograma familiar',
      'Lealtades invisibles y repeticiones',
      'Los excluidos del sistema',
      'Secretos familiares',
      'Eneatipo 2: el ayudador',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-06-12T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 3,
    title: 'Módulo 3 - Padres e hijos',
    topics: [
      'Tomar a la madre y al padre',
      'El lugar del hijo y la parentificación',
      'Hijos adoptivos y familias ensambladas',
      'Eneatipo 3: el triunfador',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-08-14T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 4,
    title: 'Módulo 4 - La pareja',
    topics: [
      'Dar y tomar en la pareja',
      'Vínculos anteriores y su lugar',
      'Separaciones y nuevas familias',
      'La pareja y la familia de origen',
      'Eneatipo 4: el romántico',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-10-09T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 5,
    title: 'Módulo 5 - Duelos y pérdidas',
    topics: [
      'Duelos no resueltos en el sistema',
      'Muertes tempranas y hermanos fallecidos',
      'Pérdidas gestacionales e hijos no nacidos',
      'Acompañar el dolor sin apurarlo',
      'Eneatipo 5: el observador',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-12-11T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 6,
    title: 'Módulo 6 - Destinos difíciles y trauma transgeneracional',
    topics: [
      'Migraciones y desarraigo',
      'Guerras, persecuciones y exilios en la historia familiar',
      'Víctimas y perpetradores en el sistema',
      'Trauma transgeneracional',
      'Eneatipo 6: el leal',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-02-20T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 7,
    title: 'Módulo 7 - Salud, síntomas y enfermedad',
    topics: [
      'El síntoma como mensaje del sistema',
      'Enfermedad y pertenencia',
      'Adicciones y el padre excluido',
      'Constelaciones y acompañamiento médico',
      'Eneatipo 7: el entusiasta',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-04-17T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 8,
    title: 'Módulo 8 - Trabajo, dinero y vocación',
    topics: [
      'Dinero y lealtades familiares',
      'Vocación, mandatos y permisos',
      'Éxito y fracaso en el sistema',
      'Herencias y conflictos entre hermanos',
      'Eneatipo 8: el desafiador',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-06-19T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 9,
    title: 'Módulo 9 - El eneagrama en profundidad',
    topics: [
      'Eneatipo 9: el mediador',
      'Los tres centros: instintivo, emocional y mental',
      'Alas y flechas de integración y desintegración',
      'Los subtipos: conservación, social y sexual',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-08-21T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 10,
    title: 'Módulo 10 - Eneagrama y constelaciones',
    topics: [
      'Pasiones y virtudes de los nueve tipos',
      'El carácter como lealtad al sistema',
      'Constelar el eneatipo',
      'El eneagrama de la familia',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-10-16T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 11,
    title: 'Módulo 11 - Constelaciones en sesión individual',
    topics: [
      'Trabajo con figuras y muñecos',
      'Anclas de suelo',
      'Constelaciones individuales por videollamada',
      'La entrevista previa',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-12-18T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 12,
    title: 'Módulo 12 - Constelaciones organizacionales',
    topics: [
      'Los órdenes en las organizaciones',
      'Empresas familiares',
      'Equipos, liderazgo y conflictos laborales',
      'Constelaciones para proyectos y decisiones',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-03-13T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 13,
    title: 'Módulo 13 - Nuevas constelaciones',
    topics: [
      'Los movimientos del alma y del espíritu',
      'Constelaciones sin palabras',
      'Movimientos sanadores',
      'El constelador al servicio del movimiento',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-05-08T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: true,
    enabled: true,
  },
  {
    number: 14,
    title: 'Módulo 14 - El rol del constelador',
    topics: [
      'Postura fenomenológica: mirar sin juzgar',
      'Ética, límites y derivación',
      'Autocuidado del facilitador',
      'Armar y sostener un grupo',
    ],
    live: { ...MODULE_PRICES.live, date: '2027-07-10T10:00' },
    recorded: { ...MODULE_PRICES.recorded },
    open: false,
    enabled: true,
  },
  {
    number: 15,
    title: 'Módulo 15 - Práctica supervisada I',
    topics: [
      'Facilitación de constelaciones en grupo',
      'Devolución del equipo docente',
      'Registro y análisis de casos',
      'Supervisión entre pares',
    ],
    live: { ...PRACTICE_PRICES.live, date: '2027-09-11T10:00' },
    recorded: { ...PRACTICE_PRICES.recorded },
    open: false,
    enabled: false,
  },
  {
    number: 16,
    title: 'Módulo 16 - Práctica supervisada II y cierre',
    topics: [
      'Facilitación supervisada de constelaciones individuales',
      'Presentación del trabajo final',
      'Integración de la formación',
      'Acreditación como constelador o consteladora',
      'Ritual de cierre',
    ],
    live: { ...PRACTICE_PRICES.live, date: '2027-11-13T10:00' },
    recorded: { ...PRACTICE_PRICES.recorded },
    open: false,
    enabled: false,
  },
];

export const demoActivities: DemoActivityInput[] = [
  {
    key: 'taller-presencial-marzo-2027',
    title: 'Taller de Constelaciones Familiares presencial',
    description:
      'Una jornada completa para mirar tu historia familiar en grupo, en un espacio cálido de Palermo. Podés constelar un tema propio o participar como representante.',
    day: '2027-03-20T10:00',
    pricePesos: 55000,
    priceDolar: 60,
    modality: 'Presencial',
    city: 'Buenos Aires',
    important: true,
    archived: false,
    association: { model: 'Course', courseSlug: 'talleres-presenciales' },
  },
  {
    key: 'ncfa-modulo-0-en-directo',
    title: 'Formación NCFA: Módulo 0 en directo',
    description:
      'Inicio de la formación en Nuevas Constelaciones Familiares y Eneagrama. Un fin de semana introductorio para conocer el método, el encuadre y el recorrido completo de la formación.',
    day: '2027-02-13T10:00',
    pricePesos: 30000,
    priceDolar: 30,
    modality: 'Virtual',
    city: 'Online',
    important: true,
    archived: false,
    association: { model: 'Module', moduleNumber: 0, typeModule: 'sincronico' },
  },
  {
    key: 'charla-que-es-una-constelacion',
    title: 'Charla abierta: ¿Qué es una constelación familiar?',
    description: 'Un encuentro breve para conocer el método.',
    day: '2027-04-07T19:00',
    pricePesos: 5000,
    priceDolar: 5,
    modality: 'Virtual',
    city: 'Online',
    important: true,
    archived: false,
    kind: 'Charla',
  },
  {
    key: 'eneagrama-los-nueve-tipos',
    title: 'Eneagrama: los nueve tipos de personalidad',
    description:
      'Un taller introductorio para conocer el eneagrama, el mapa de los nueve tipos de carácter. Vamos a recorrer los tres centros (instintivo, emocional y mental), las pasiones y las virtudes de cada eneatipo y la manera en que cada uno aprendió a protegerse en su familia. Con ejercicios sencillos y ejemplos de la vida cotidiana, cada participante podrá empezar a reconocer su propio tipo y el de las personas con las que convive. No hace falta experiencia previa: solo ganas de mirarte con curiosidad y sin juicio.',
    day: '2027-05-15T10:00',
    pricePesos: 40000,
    priceDolar: 40,
    modality: 'Virtual',
    city: 'Online',
    important: true,
    archived: false,
    kind: 'Eneagrama',
  },
  {
    key: 'jornada-constelaciones-y-duelo',
    title: 'Jornada: Constelaciones y duelo',
    description:
      'Una jornada dedicada a las pérdidas: la muerte de un ser querido, un hijo que no llegó a nacer, una separación o una migración que dejó algo atrás. En las constelaciones, el duelo se mira en el contexto de toda la familia, porque a veces el dolor que sentimos no es solo nuestro. Trabajaremos con cuidado y a un ritmo respetuoso, dando lugar a quienes partieron para que quienes quedan puedan seguir viviendo con fuerza. Cupo reducido para cuidar la intimidad del grupo.',
    day: '2027-06-05T10:00',
    pricePesos: 50000,
    priceDolar: 50,
    modality: 'Presencial',
    city: 'Buenos Aires',
    important: true,
    archived: false,
    kind: 'Taller',
  },
  {
    key: 'taller-la-pareja-la-plata',
    title: 'Taller de constelaciones: la pareja',
    description:
      'Constelaciones dedicadas a los vínculos de pareja: lo que traemos de nuestra familia de origen, las parejas anteriores y el equilibrio entre dar y tomar.',
    day: '2027-04-24T10:00',
    pricePesos: 45000,
    priceDolar: 45,
    modality: 'Presencial',
    city: 'La Plata',
    important: true,
    archived: false,
    kind: 'Taller',
  },
  {
    key: 'retiro-de-primavera-en-las-sierras',
    title: 'Retiro de primavera en las sierras',
    description:
      'Tres días en las sierras de Córdoba para detener el ritmo cotidiano y mirar hacia adentro. Combinamos constelaciones familiares, trabajo con el eneagrama, caminatas en silencio y momentos de encuentro alrededor del fuego. El alojamiento es en una posada rodeada de naturaleza, con comida casera y vegetariana. Es una propuesta ideal para quienes ya participaron de algún taller y desean profundizar, aunque también pueden sumarse personas que se acercan por primera vez. La llegada es el viernes por la tarde y el cierre, el domingo después del almuerzo.',
    day: '2027-10-29T17:00',
    pricePesos: 320000,
    priceDolar: 300,
    modality: 'Presencial',
    city: 'Villa General Belgrano',
    important: true,
    archived: false,
  },
  {
    key: 'taller-trabajo-y-dinero',
    title: 'Constelaciones: trabajo y dinero',
    description: 'Tu relación con el dinero también tiene historia.',
    day: '2027-05-19T19:00',
    pricePesos: 30000,
    priceDolar: 30,
    modality: 'Virtual',
    city: 'Online',
    important: false,
    archived: false,
    kind: 'Taller',
  },
  {
    key: 'encuentro-de-consteladores',
    title: 'Encuentro de consteladores acreditados',
    description: 'Supervisión e intercambio entre colegas.',
    day: '2027-08-07T11:00',
    pricePesos: 10000,
    priceDolar: 10,
    modality: 'Virtual',
    city: 'Online',
    important: false,
    archived: false,
  },
  {
    key: 'taller-en-rosario',
    title: 'Taller de Constelaciones Familiares en Rosario',
    description:
      'Llevamos el taller presencial a Rosario: una jornada abierta para constelar temas de familia, pareja, salud o trabajo, con cupo limitado.',
    day: '2027-09-25T10:00',
    pricePesos: 45000,
    priceDolar: 45,
    modality: 'Presencial',
    city: 'Rosario',
    important: false,
    archived: false,
    kind: 'Taller',
  },
  {
    key: 'taller-de-cierre-2026',
    title: 'Taller de cierre de año',
    description:
      'Nuestro último taller de 2026: un encuentro para agradecer lo vivido y mirar con confianza el año que empieza.',
    day: '2026-12-12T10:00',
    pricePesos: 45000,
    priceDolar: 45,
    modality: 'Presencial',
    city: 'Buenos Aires',
    important: false,
    archived: false,
    kind: 'Taller',
  },
  {
    key: 'jornada-de-eneagrama-en-cordoba',
    title: 'Jornada de eneagrama en Córdoba',
    description:
      'Una jornada intensiva para reconocer el propio eneatipo y sus recursos, con ejercicios en grupo y momentos de reflexión personal.',
    day: '2026-10-17T10:00',
    pricePesos: 35000,
    priceDolar: 35,
    modality: 'Presencial',
    city: 'Córdoba',
    important: false,
    archived: false,
    kind: 'Eneagrama',
  },
  {
    key: 'charla-constelaciones-en-la-escuela',
    title: 'Charla: constelaciones en la escuela',
    description: 'Una mirada sistémica para docentes y familias.',
    day: '2026-11-14T18:00',
    pricePesos: 5000,
    priceDolar: 5,
    modality: 'Presencial',
    city: 'Buenos Aires',
    important: false,
    archived: true,
    kind: 'Charla',
  },
];

export const demoArticles: DemoArticleInput[] = [
  {
    key: 'que-es-una-constelacion-familiar',
    title: '¿Qué es una constelación familiar?',
    paragraph: `Muchas personas llegan a un taller de constelaciones con la misma pregunta: *¿qué es exactamente lo que se hace ahí?* La respuesta más sencilla es que una constelación familiar es una forma de mirar, en el espacio, cómo están ordenados los vínculos de una familia.

Quien consulta trae un tema: una relación difícil con la madre, un patrón que se repite en sus parejas, una tristeza que no sabe de dónde viene. Después de una breve entrevista, elige entre los participantes a personas que van a representar a distintos miembros de su familia y las ubica en la sala según lo que siente. A partir de ahí, algo sorprendente sucede: los representantes empiezan a percibir sensaciones, impulsos y emociones que no son propios, y que muchas veces coinciden con lo que vivieron las personas a las que representan.

## Lo que se revela en el campo

Ese espacio que se forma entre los representantes suele llamarse *campo*. En él aparece lo que en la familia quedó sin lugar: un hermano del que nunca se habló, un abuelo que tuvo que migrar, un duelo que nadie pudo hacer. Con respeto, la persona que facilita acompaña los movimientos del sistema hasta encontrar una imagen de solución, donde cada uno ocupa su lugar y la fuerza vuelve a circular.

Algunas cosas que suelen trabajarse en una constelación:

- Vínculos con la madre y el padre.
- Dificultades en la pareja o para formar pareja.
- Duelos, pérdidas y separaciones.
- Temas de salud, trabajo y dinero.
- La sensación de cargar con algo que no nos pertenece.

## ¿Y después?

Una constelación no es una receta ni una predicción. Es una imagen que sigue trabajando por dentro durante semanas o meses. Por eso recomendamos no analizarla demasiado después del taller y darle tiempo. Muchas personas cuentan que, sin proponérselo, empezaron a relacionarse de otra manera con su familia, o que algo que parecía trabado empezó a moverse.

No hace falta constelar para vivir la experiencia: participar como representante o desde el círculo también toca la propia historia. Si tenés ganas de conocerlo, mirá [el calendario](/calendario) y elegí el próximo encuentro. Te esperamos.`,
  },
  {
    key: 'los-ordenes-del-amor',
    title: 'Los órdenes del amor',
    paragraph: `En el trabajo con constelaciones hablamos de *los órdenes del amor*: ciertas leyes sencillas que, cuando se respetan, permiten que el amor fluya en una familia, y que cuando se desordenan generan sufrimiento, aunque haya mucho cariño de por medio. No son normas morales ni mandatos: son observaciones que se repiten una y otra vez en los grupos.

## Los tres órdenes

**Pertenencia.** Todos los miembros de un sistema tienen el mismo derecho a pertenecer: los que murieron jóvenes, los que se fueron, los que fueron juzgados o apartados, los hijos que no llegaron a nacer. Cuando alguien es excluido, suele ocurrir que un descendiente lo represente sin saberlo, repitiendo su destino o su carácter.

**Jerarquía.** Quien llegó antes tiene prioridad sobre quien llegó después. Los padres son grandes y los hijos, pequeños; el primer hijo va antes que el segundo; la primera pareja, antes que la segunda. Cuando un hijo se pone por encima de sus padres —para cuidarlos, salvarlos o juzgarlos— pierde fuerza para su propia vida.

**Equilibrio entre dar y tomar.** En los vínculos entre iguales, como la pareja o la amistad, el intercambio necesita compensarse para que la relación crezca. En cambio, entre padres e hijos el equilibrio no es posible: los padres dan la vida y los hijos la toman. Lo que los hijos reciben se compensa dándolo hacia adelante, a sus propios hijos o a la vida.

## Cómo se ven en la vida cotidiana

Algunas señales frecuentes de que un orden está alterado:

- Sentir que tenés que ocuparte de tus padres como si fueras su madre o su padre.
- Repetir en la pareja lo que vivieron tus abuelos.
- Dar mucho y no poder recibir, o al revés.
- Un malestar que aparece al llegar a la edad en que un familiar murió o se fue.

Reconocer estos órdenes no requiere culpar a nadie. Al contrario: nos permite mirar con más compasión a quienes vinieron antes. En la formación profundizamos este tema desde el primer módulo; podés ver el detalle en [el temario de la NCFA](/NCFA/temario).`,
  },
  {
    key: 'el-eneagrama-y-los-nueve-tipos',
    title: 'El eneagrama y los nueve tipos',
    paragraph: `El eneagrama es un mapa del carácter representado en un círculo con nueve puntas. Cada punta describe un *eneatipo*: una manera particular de percibir el mundo, de protegerse y de vincularse con los demás. No se trata de encasillar a nadie, sino de reconocer los automatismos que nos gobiernan para poder elegir con más libertad.

## Los nueve eneatipos

- **Tipo 1, el perfeccionista:** busca hacer las cosas bien y le cuesta tolerar el error.
- **Tipo 2, el ayudador:** se orienta a las necesidades de los otros y olvida las propias.
- **Tipo 3, el triunfador:** persigue logros y puede confundir lo que hace con lo que es.
- **Tipo 4, el romántico:** busca autenticidad y suele sentir que algo le falta.
- **Tipo 5, el observador:** se protege con el conocimiento y la distancia.
- **Tipo 6, el leal:** anticipa los peligros y busca seguridad en los vínculos.
- **Tipo 7, el entusiasta:** huye del dolor hacia el placer y los proyectos nuevos.
- **Tipo 8, el desafiador:** protege con fuerza y teme mostrarse vulnerable.
- **Tipo 9, el mediador:** busca la armonía y tiende a postergarse.

## Eneagrama y familia

Cada eneatipo se forma, en parte, como respuesta a lo que vivimos en nuestra familia. Un niño que creció con padres desbordados quizás aprendió a no molestar, y años después se reconoce como un nueve. Una niña que tuvo que sostener emocionalmente a su madre puede haber desarrollado la atención constante a los demás del tipo dos.

Por eso el eneagrama y las constelaciones se complementan tan bien. La constelación muestra el lugar que ocupamos en el sistema y las lealtades que cargamos; el eneagrama nos ayuda a entender *cómo* nos adaptamos a ese lugar y qué recursos tenemos para crecer. Conocer el propio tipo permite sostener en la vida cotidiana los movimientos que una constelación inicia.

Si querés empezar a explorarlo, en la [formación NCFA](/NCFA) dedicamos cada módulo a un eneatipo, y varias veces al año damos talleres introductorios abiertos.`,
  },
  {
    key: 'como-prepararte-para-un-taller',
    title: 'Cómo prepararte para tu primer taller',
    paragraph: `Es muy común sentir un poco de nervios antes del primer taller de constelaciones. No sabés qué va a pasar, si vas a tener que hablar frente a desconocidos o si vas a poder explicar tu tema. Te contamos algunas cosas que te pueden ayudar a llegar con más tranquilidad.

## Antes del taller

Si vas a constelar, tomate unos días para pensar qué querés trabajar. No hace falta que sea algo enorme ni que lo tengas del todo claro: alcanza con una pregunta honesta, por ejemplo *¿por qué me cuesta tanto poner límites?* o *¿qué me une a la historia de mi abuela?*

También ayuda averiguar algunos datos de tu familia, si es posible:

- Hermanos de tus padres y de tus abuelos, incluidos los que murieron de chicos.
- Parejas anteriores importantes de tus padres o abuelos.
- Hijos que no llegaron a nacer.
- Migraciones, exilios, pérdidas económicas o destinos difíciles.
- Secretos o personas de las que *no se hablaba*.

Si no tenés esa información, no pasa nada. La constelación trabaja igual con lo que hay.

## El día del taller

Vení con ropa cómoda y sin apuro: la jornada es larga y conviene no tener compromisos inmediatamente después. Si el taller es virtual, buscá un lugar tranquilo, con buena conexión y auriculares, donde nadie te interrumpa.

Durante el encuentro nadie está obligado a nada. Podés decir que no a una representación, pedir una pausa o quedarte mirando desde el círculo. Lo que se comparte en el grupo es confidencial y se cuida entre todos.

## Después

Te recomendamos reservar ese día y el siguiente para descansar. No es necesario contarle a tu familia lo que viste ni analizar cada detalle: la imagen sigue trabajando sola. Si aparecen emociones intensas en los días siguientes, es parte del proceso; y si necesitás conversarlo, podés escribirnos.

Cuando te sientas listo o lista, revisá las fechas de [los talleres presenciales](/talleres-presenciales) o de los talleres virtuales e inscribite.`,
  },
  {
    key: 'constelaciones-y-duelo',
    title: 'Constelaciones y duelo',
    paragraph: `El duelo es uno de los temas que más aparecen en los talleres. A veces es reciente: la muerte de una madre, de un hermano, de un hijo. Otras veces es antiguo y ni siquiera es propio: un abuelo que perdió a su primera familia, una bisabuela que murió en el parto, un tío del que nunca se supo nada. Las constelaciones nos muestran que *los duelos no hechos también se heredan*.

## Cuando el dolor no es solo nuestro

Es frecuente que una persona sienta una tristeza profunda que no se explica por su biografía. Al constelar, aparece alguien en el sistema que no fue llorado: un hijo muerto del que se dejó de hablar para no sufrir, una pérdida que la familia tuvo que tapar para seguir adelante. Sin saberlo, un descendiente toma ese dolor pendiente como si fuera una forma de amor y de pertenencia.

En la constelación damos a ese miembro el lugar que le corresponde. Cuando es visto y reconocido, el dolor puede circular, expresarse y, con el tiempo, transformarse en fuerza.

## Cómo acompañamos el duelo

Trabajar el duelo en una constelación requiere cuidado. Algunas cosas que tenemos en cuenta:

- Respetar los tiempos de cada persona: no se fuerza ninguna despedida.
- Dar lugar a los que partieron sin idealizarlos ni excluirlos.
- Permitir que los vivos se queden con la vida, sin culpa por seguir.
- Sugerir acompañamiento terapéutico cuando el duelo es muy reciente.

Muchas personas cuentan que, después de una constelación de duelo, pudieron recordar a quien se fue con gratitud en lugar de con un peso. *El amor no se termina con la muerte*: cambia de forma, y cuando encuentra su lugar deja de doler del mismo modo.

Si estás atravesando una pérdida y querés trabajarla en grupo, cada año organizamos jornadas especialmente dedicadas al duelo. Podés consultar las fechas en [la agenda](/agenda) y en el calendario de actividades.`,
  },
];

export const demoConstellators: DemoConstellatorInput[] = [
  {
    key: 'lucia-fernandez',
    firstName: 'Lucía',
    lastName: 'Fernández',
    country: 'Argentina',
    email: 'lucia.fernandez@example.com',
    phone: '+5491155551234',
  },
  {
    key: 'julian-acosta',
    firstName: 'Julián',
    lastName: 'Acosta',
    country: 'Argentina',
    email: 'julian.acosta@example.com',
    phone: '+5493515552468',
  },
  {
    key: 'sofia-pereyra',
    firstName: 'Sofía',
    lastName: 'Pereyra',
    country: 'Uruguay',
    email: 'sofia.pereyra@example.com',
    phone: '+59899555123',
  },
  {
    key: 'valentina-rojas',
    firstName: 'Valentina',
    lastName: 'Rojas',
    country: 'Chile',
    email: 'valentina.rojas@example.com',
    phone: '+56955551234',
  },
  {
    key: 'andrea-morales',
    firstName: 'Andrea',
    lastName: 'Morales',
    country: 'México',
    email: 'andrea.morales@example.com',
    phone: '+525555551234',
  },
  {
    key: 'carmen-villalba',
    firstName: 'Carmen',
    lastName: 'Villalba',
    country: 'España',
    email: 'carmen.villalba@example.com',
    phone: '+34655512345',
  },
];

/**
 * The owner's payment details in the demo: clearly not real (the CUIT passes its check digit, the CBU is 22
 * digits, as the forms require), so that the transfer e-mail can be tried and nobody transfers to them.
 */
export const demoPaymentSettings: PaymentSettings = {
  bankHolder: 'DEMO – Mariana Ríos (datos de ejemplo, no transferir)',
  cuit: '20123456786',
  bank: 'Banco de Ejemplo (DEMO)',
  cbu: '0000000000000000000000',
  alias: 'DEMO.NO.TRANSFERIR',
  abroadInstructions:
    'DEMO – Datos de ejemplo, no enviar dinero.\nWestern Union a nombre de Mariana Ríos, Buenos Aires, Argentina. Enviá el número de control (MTCN) por correo indicando la referencia.',
  earlyPaymentDays: 15,
  unpaidDataDays: DEFAULT_UNPAID_DATA_DAYS,
  reminderDays: DEFAULT_REMINDER_DAYS,
  offerHours: DEFAULT_OFFER_HOURS,
  maxInstallments: MAX_INSTALLMENTS,
};
