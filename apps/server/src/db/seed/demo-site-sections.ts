import type { SiteSections } from '@constelaciones/contract';

/**
 * The fictional owner's own content: her details, texts and drawn pictures, loaded with the demo as
 * `site_content` rows marked demo. Pictures are drawn by `renderArt` (see content/art.ts), named `demo-*` so
 * that removing the demo finds them; their alt texts describe those illustrations.
 */
export const demoSiteSections: SiteSections = {
  owner: {
    name: 'Mariana Ríos',
    profession: 'Licenciada en Psicología · Consteladora familiar',
    noticesEmail: 'mariana.rios@example.com',
    signature: [],
  },
  home: {
    heading: 'Constelaciones Familiares y Eneagrama',
    shortBio:
      'Soy Mariana Ríos, licenciada en Psicología y consteladora familiar. Hace más de quince años acompaño a personas que quieren mirar su historia familiar con otros ojos: entender de dónde vienen ciertos patrones que se repiten, reconciliarse con sus padres, ordenar sus vínculos y tomar la vida con más fuerza.\n\nCoordino talleres de Constelaciones Familiares presenciales en Buenos Aires y virtuales para todo el mundo, y dicto la formación en Nuevas Constelaciones Familiares y Eneagrama (NCFA). Si sentís que es tu momento, te espero en el próximo encuentro.',
    description:
      'Constelaciones Familiares y Eneagrama con Mariana Ríos: talleres presenciales en Buenos Aires, talleres virtuales y la formación NCFA.',
    video: 'Xk3mV9pQe2A',
    videoTitle: '¿Qué es una constelación familiar? Mariana Ríos lo explica en cinco minutos',
    banner: [
      {
        file: 'demo-site-banner.webp',
        alt: 'Ilustración de un cielo sereno con estrellas unidas por líneas finas, como constelaciones, sobre colinas suaves en tonos rosa, arena y verde salvia.',
      },
    ],
    portrait: [
      {
        file: 'demo-site-portrait.webp',
        alt: 'Ilustración de una mujer de pelo largo, de frente, con una constelación de estrellas sobre su cabeza.',
      },
    ],
    poster: [
      {
        file: 'demo-site-video-poster.webp',
        alt: 'Ilustración de una familia de pie sobre una colina, mirando un cielo con una constelación de estrellas.',
      },
    ],
  },
  biography: {
    heading: 'Sobre mí',
    paragraphs:
      'Nací en Buenos Aires, en una familia grande, de abuelos que llegaron de lejos y de historias que se contaban a medias. Quizás por eso desde muy joven me pregunté qué heredamos además del apellido: qué silencios, qué lealtades, qué fuerzas. Esa pregunta me llevó a estudiar Psicología en la Universidad de Buenos Aires, donde me recibí de licenciada y empecé a trabajar en el ámbito clínico, en consultorio y en equipos de salud mental comunitaria.\n\nDurante los primeros años de práctica sentí que a muchas de las personas que acompañaba les faltaba una mirada más amplia: el síntoma no terminaba de explicarse solo con la biografía individual. Así llegué a la terapia sistémica y, poco después, a las Constelaciones Familiares. Me formé durante varios años en constelaciones sistémicas, primero en Buenos Aires y luego en seminarios intensivos con docentes de Argentina, Brasil y España, y completé la supervisión de mi práctica como facilitadora de grupos.\n\nEn paralelo descubrí el eneagrama, un mapa de nueve tipos de carácter que me ayudó a comprender cómo cada persona se defiende, ama y se vincula a su manera. Estudié eneagrama en profundidad —los centros, las alas, los subtipos— y con el tiempo fui integrándolo al trabajo con constelaciones: conocer el propio carácter ayuda a sostener lo que una constelación revela y a convertirlo en cambios concretos en la vida cotidiana.\n\nHace más de quince años que coordino talleres de constelaciones. Los encuentros presenciales se hacen en un espacio cálido de Palermo, en Buenos Aires, y desde 2020 sumé los talleres virtuales, que hoy reúnen a personas de Argentina, Uruguay, Chile, México, España y otros países. Me sigue conmoviendo ver cómo, aun a la distancia, el campo de un grupo se arma con la misma profundidad.\n\nDe esa experiencia nació la formación NCFA, Nuevas Constelaciones Familiares y Eneagrama: un recorrido de dieciséis módulos en el que comparto lo que aprendí como psicóloga, consteladora y docente. Me importa formar facilitadores con una postura ética, respetuosa y humilde frente a cada historia, y que puedan trabajar tanto en grupo como en consulta individual.\n\nAdemás del consultorio y los talleres, doy charlas abiertas, grabo un podcast sobre vínculos y familia, y acompaño a un equipo de consteladores acreditados que trabajan en distintos países. Creo profundamente que cuando cada uno ocupa su lugar en la familia, la vida fluye con más liviandad. Si querés conocer mi trabajo, te invito a sumarte a un taller: es la mejor manera de vivirlo.',
    description:
      'Conocé la trayectoria de Mariana Ríos, licenciada en Psicología (UBA), consteladora familiar y docente de eneagrama en Buenos Aires y online.',
    portrait: [
      {
        file: 'demo-site-portrait.webp',
        alt: 'Ilustración de una mujer de pelo largo, de frente, con una constelación de estrellas sobre su cabeza.',
      },
    ],
  },
  'talleres-presenciales': {
    heading: 'Taller de Constelaciones Familiares presencial',
    paragraphs:
      'Una constelación familiar es una forma de trabajo en grupo que permite ver, en el espacio, cómo se ordenan los vínculos de una familia. Quien consulta elige entre los participantes a representantes para sí mismo y para los miembros de su sistema, y al ubicarlos en la sala empieza a aparecer lo que muchas veces no tiene palabras: exclusiones, duelos pendientes, lealtades que pesan. Con respeto y sin juicios, buscamos el movimiento que trae alivio y orden.\n\nLa jornada empieza a las 10 de la mañana con una ronda de presentación y un breve ejercicio para conectar con el cuerpo. Luego se trabajan las constelaciones de quienes traen un tema, con una pausa para almorzar a mitad del día. No hace falta constelar para participar: ser representante o mirar desde el círculo también es profundamente movilizador, y muchas personas sienten que el trabajo de otros toca su propia historia. Cerramos alrededor de las 18 con una ronda de integración.\n\nEl taller está abierto a toda persona adulta que quiera comprender mejor su familia, sus vínculos de pareja, su relación con el trabajo o el dinero, o que atraviese un duelo o una situación difícil. No se necesita experiencia previa. Si estás en tratamiento psicológico o psiquiátrico, te sugerimos comentarlo con tu profesional antes de venir.\n\nTraé ropa cómoda, una botella de agua y algo para compartir en el almuerzo. Si vas a constelar, te recomendamos pensar de antemano el tema que querés trabajar y, si podés, averiguar algunos datos de tu familia: hermanos de tus padres y abuelos, hijos que fallecieron, separaciones o migraciones. El cupo es limitado: inscribite con anticipación para asegurar tu lugar.',
    description:
      'Talleres presenciales de Constelaciones Familiares en Buenos Aires: una jornada en grupo para mirar tu historia familiar y encontrar nuevas respuestas.',
    slides: [
      {
        file: 'demo-site-slide-presencial-1.webp',
        alt: 'Ilustración de un círculo de personas vistas desde arriba, con representantes en el centro unidos por líneas finas y una constelación de estrellas al costado.',
      },
      {
        file: 'demo-site-slide-presencial-2.webp',
        alt: 'Ilustración de un cielo claro con estrellas unidas por líneas finas, como una constelación, sobre colinas suaves.',
      },
      {
        file: 'demo-site-slide-presencial-3.webp',
        alt: 'Ilustración de un grupo en ronda visto desde arriba, rodeado de arcos suaves, con una pequeña constelación en una esquina.',
      },
      {
        file: 'demo-site-slide-presencial-4.webp',
        alt: 'Ilustración de una ronda de participantes vista desde arriba; en el centro, algunos representantes unidos por líneas punteadas.',
      },
    ],
  },
  'talleres-virtuales': {
    heading: 'Taller de Constelaciones Familiares virtual',
    paragraphs:
      'El taller virtual mantiene la esencia de una constelación familiar: un grupo que se reúne con respeto para mirar la historia de una familia y buscar un orden que traiga alivio. La diferencia es que trabajamos por videollamada, con representantes que participan desde sus casas o con figuras y anclas de suelo que cada persona ubica en su propio espacio. La experiencia de quienes participan nos muestra que el campo se arma con la misma profundidad que en un encuentro presencial.\n\nLos encuentros duran unas tres horas y media. Empezamos con una ronda breve de presentación y un ejercicio de conexión; después trabajamos las constelaciones de quienes traen un tema y cerramos con un momento para compartir lo vivido. Podés participar constelando un tema propio o como parte del grupo: mirar y representar también moviliza y ordena.\n\nEs una propuesta pensada para personas adultas de Argentina y de otros países que no pueden viajar a Buenos Aires o que prefieren la intimidad de su casa. No hace falta experiencia previa. Si estás atravesando un momento muy delicado, escribinos antes de inscribirte y lo conversamos.\n\nPara conectarte necesitás una computadora o tablet con cámara y micrófono, buena conexión a internet y un espacio tranquilo donde nadie te interrumpa. Te recomendamos auriculares, un cuaderno para anotar y tener a mano algunos objetos pequeños (tazas, piedras o papeles) por si los usamos como figuras. Una vez confirmada tu inscripción, te enviamos por correo el enlace a la sala.',
    description:
      'Talleres virtuales de Constelaciones Familiares por videollamada: sumate desde cualquier país y trabajá tu historia familiar desde tu casa.',
    slides: [
      {
        file: 'demo-site-slide-virtual-1.webp',
        alt: 'Ilustración de personas sentadas en ronda vistas desde arriba, con representantes en el centro y una constelación de estrellas al costado.',
      },
      {
        file: 'demo-site-slide-virtual-2.webp',
        alt: 'Ilustración de un cielo verde azulado con estrellas unidas por líneas finas sobre colinas suaves.',
      },
      {
        file: 'demo-site-slide-virtual-3.webp',
        alt: 'Ilustración de un círculo de personas visto desde arriba, enmarcado por arcos suaves, con una pequeña constelación en una esquina.',
      },
      {
        file: 'demo-site-slide-virtual-4.webp',
        alt: 'Ilustración de un grupo en ronda visto desde arriba junto a una constelación de estrellas unidas por líneas finas.',
      },
    ],
  },
  training: {
    heading: 'Formación en Nuevas Constelaciones Familiares y Eneagrama (NCFA)',
    paragraphs:
      'La formación en Nuevas Constelaciones Familiares y Eneagrama (NCFA) es un recorrido teórico y vivencial para quienes quieren aprender a facilitar constelaciones con solidez, ética y sensibilidad. Integra la mirada sistémica de las constelaciones con el eneagrama, un mapa de nueve tipos de carácter que ayuda a comprender cómo cada persona sostiene, repite o transforma lo que recibió de su familia.\n\nEl programa comienza con un módulo introductorio abierto y sigue con dieciséis módulos bimestrales. Recorremos los órdenes del amor, la familia de origen y el genograma, los vínculos entre padres e hijos, la pareja, los duelos, la salud, el trabajo y el dinero, las constelaciones organizacionales y la práctica en consulta individual. En cada módulo estudiamos además uno de los nueve eneatipos y su lugar en el sistema familiar.\n\nCada encuentro combina exposición teórica, ejercicios en grupo y constelaciones en vivo, y los últimos módulos están dedicados a la práctica supervisada: cada participante facilita constelaciones con la devolución del equipo docente. Al completar la formación y la práctica supervisada recibís la acreditación como constelador o consteladora de NCFA.\n\nLa formación está dirigida a psicólogos, terapeutas, docentes, profesionales de la salud y a toda persona con un camino de trabajo personal que quiera acompañar a otros. No se requiere título previo para cursarla; sí un compromiso con el propio proceso, porque en una formación de constelaciones el primer sistema que se mira es el propio.\n\nPodés cursar cada módulo en directo —presencial en Buenos Aires o por videollamada en simultáneo— o en su versión grabada desde el área de Alumnos, a tu ritmo. Inscribite, elegí la modalidad que mejor se adapte a tu vida y empezá cuando quieras: los módulos grabados están disponibles todo el año.',
    description:
      'Formación NCFA: 16 módulos bimestrales para aprender a facilitar Constelaciones Familiares integrando el eneagrama. Presencial en Buenos Aires y online.',
    duration:
      '16 módulos bimestrales. Cada módulo es un fin de semana de 14 horas: sábado 7 horas y domingo 7 horas. Cada participante puede ausentarse hasta 3 horas dentro de un mismo módulo.',
    format:
      'Módulos en directo: presenciales en Buenos Aires con transmisión en vivo por videollamada. Módulos grabados: el registro completo de cada módulo, disponible en el área de Alumnos para verlo cuando quieras. Incluye material de lectura y práctica supervisada.',
    prices:
      '- Residentes en Argentina: abonan en pesos por transferencia bancaria, con precio por pago anticipado o precio regular.\n- Residentes en otros países: abonan en dólares (USD) por PayPal o Western Union.\n- Cada módulo se abona por separado. Los valores vigentes se informan al inscribirte desde el área de Alumnos.',
    slides: [
      {
        file: 'demo-site-slide-ncfa-1.webp',
        alt: 'Ilustración de un grupo de formación en ronda visto desde arriba, con representantes en el centro unidos por líneas finas.',
      },
      {
        file: 'demo-site-slide-ncfa-2.webp',
        alt: 'Ilustración de un cielo al atardecer con una constelación de estrellas sobre colinas suaves.',
      },
      {
        file: 'demo-site-slide-ncfa-3.webp',
        alt: 'Ilustración de una ronda de personas vista desde arriba, rodeada de arcos suaves, con una pequeña constelación en una esquina.',
      },
    ],
  },
  footer: {
    email: 'mariana.rios@example.com',
    instagram: 'https://www.instagram.com/marianarios.constelaciones',
    facebook: 'https://www.facebook.com/marianarios.constelaciones',
    youtube: 'https://www.youtube.com/@marianarios.constelaciones',
    spotify: 'https://open.spotify.com/show/4mR1osCnStlcNfAmLrA2Qx',
    design: 'Diseño: Estudio Ámbar',
    development: 'Desarrollo web: Raíz Digital',
  },
};
