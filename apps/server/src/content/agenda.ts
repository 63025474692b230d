import type { SiteContent } from '@constelaciones/contract';

/**
 * The spec's 2025 agenda, shown on /agenda until the agenda is built from the site's dates (issue 20, another
 * part): demo content, not the owner's.
 */
export const demoAgenda: SiteContent['agenda'] = {
  year: 2025,
  description:
    'Agenda 2025 de talleres de Constelaciones Familiares, módulos de la formación NCFA, encuentros de eneagrama y charlas abiertas, presenciales y virtuales.',
  months: [
    {
      month: 'Enero',
      entries: [
        {
          date: '18',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
        {
          date: '25',
          activity: 'Charla abierta: ¿Qué es una constelación familiar?',
          modality: 'Virtual',
          kind: 'charla',
        },
      ],
    },
    {
      month: 'Febrero',
      entries: [
        {
          date: '15',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '22',
          activity: 'Eneagrama: introducción a los nueve tipos',
          modality: 'Virtual',
          kind: 'eneagrama',
        },
      ],
    },
    {
      month: 'Marzo',
      entries: [
        { date: '8', activity: 'Taller de Constelaciones Familiares', modality: 'Virtual', kind: 'taller' },
        {
          date: '15 y 16',
          activity: 'NCFA · Módulo 1: Los órdenes del amor',
          modality: 'Presencial y virtual',
          kind: 'formacion',
        },
        {
          date: '29',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Abril',
      entries: [
        {
          date: '5',
          activity: 'Eneagrama: el centro instintivo (tipos 8, 9 y 1)',
          modality: 'Virtual',
          kind: 'eneagrama',
        },
        {
          date: '12',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '26',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Mayo',
      entries: [
        {
          date: '10',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '17 y 18',
          activity: 'NCFA · Módulo 2: La familia de origen y el genograma',
          modality: 'Presencial y virtual',
          kind: 'formacion',
        },
        {
          date: '24',
          activity: 'Charla: Constelaciones y duelo',
          modality: 'Presencial y virtual',
          kind: 'charla',
        },
        {
          date: '31',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Junio',
      entries: [
        {
          date: '7',
          activity: 'Eneagrama: el centro emocional (tipos 2, 3 y 4)',
          modality: 'Virtual',
          kind: 'eneagrama',
        },
        {
          date: '14',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '28',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Julio',
      entries: [
        {
          date: '12 y 13',
          activity: 'NCFA · Módulo 3: Padres e hijos',
          modality: 'Presencial y virtual',
          kind: 'formacion',
        },
        {
          date: '19',
          activity: 'Taller de invierno: constelaciones para madres y padres',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '26',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Agosto',
      entries: [
        {
          date: '9',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '23',
          activity: 'Eneagrama: el centro mental (tipos 5, 6 y 7)',
          modality: 'Virtual',
          kind: 'eneagrama',
        },
        {
          date: '30',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Septiembre',
      entries: [
        {
          date: '13 y 14',
          activity: 'NCFA · Módulo 4: La pareja',
          modality: 'Presencial y virtual',
          kind: 'formacion',
        },
        {
          date: '20',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '27',
          activity: 'Charla: La pareja y la familia de origen',
          modality: 'Virtual',
          kind: 'charla',
        },
      ],
    },
    {
      month: 'Octubre',
      entries: [
        { date: '4', activity: 'Taller de Constelaciones Familiares', modality: 'Virtual', kind: 'taller' },
        {
          date: '18',
          activity: 'Jornada intensiva de eneagrama y constelaciones',
          modality: 'Presencial y virtual',
          kind: 'eneagrama',
        },
        {
          date: '25',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
      ],
    },
    {
      month: 'Noviembre',
      entries: [
        {
          date: '8 y 9',
          activity: 'NCFA · Módulo 5: Duelos y pérdidas',
          modality: 'Presencial y virtual',
          kind: 'formacion',
        },
        {
          date: '15',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Presencial',
          kind: 'taller',
        },
        {
          date: '22',
          activity: 'Taller de Constelaciones Familiares',
          modality: 'Virtual',
          kind: 'taller',
        },
        {
          date: '29',
          activity: 'Charla de presentación de la formación NCFA 2026',
          modality: 'Virtual',
          kind: 'charla',
        },
      ],
    },
    {
      month: 'Diciembre',
      entries: [
        { date: '6', activity: 'Taller de cierre de año', modality: 'Presencial', kind: 'taller' },
        { date: '13', activity: 'Taller de cierre de año', modality: 'Virtual', kind: 'taller' },
        {
          date: '20',
          activity: 'Encuentro de fin de año: ronda de gratitud',
          modality: 'Presencial y virtual',
          kind: 'charla',
        },
      ],
    },
  ],
};
