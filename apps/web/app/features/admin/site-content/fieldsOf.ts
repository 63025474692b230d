import type { SiteKey } from '@constelaciones/contract';

/** One text of a record as the form shows it. */
export interface TextField {
  name: string;
  label: string;
  /** Several paragraphs, in Markdown. */
  markdown?: boolean;
  /** A few lines of plain text. */
  lines?: boolean;
  hint?: string;
  type?: 'email' | 'url';
}

const SEARCH_HINT =
  'Lo que Google y las redes muestran debajo del título de la página (hasta unos 160 caracteres).';
const description: TextField = {
  name: 'description',
  label: 'Descripción para buscadores',
  hint: SEARCH_HINT,
};
const network = (name: string, label: string): TextField => ({
  name,
  label,
  type: 'url',
  hint: `La dirección completa (https://…). Vacía: no se muestra el ícono de ${label}.`,
});

/** The texts of each record, in the order she reads them on the page. */
export const TEXT_FIELDS: Record<SiteKey, TextField[]> = {
  owner: [
    {
      name: 'name',
      label: 'Nombre',
      hint: 'Aparece en el título de cada página, en el encabezado y como remitente de los correos.',
    },
    { name: 'profession', label: 'Profesión', hint: 'Se muestra en el pie de página, debajo de tu nombre.' },
    {
      name: 'noticesEmail',
      label: 'Correo para avisos',
      type: 'email',
      hint: 'Adonde te llegan los avisos del sitio: nuevas inscripciones, pagos recibidos. No se muestra en el sitio.',
    },
  ],
  home: [
    { name: 'heading', label: 'Título' },
    { name: 'shortBio', label: 'Biografía breve', markdown: true },
    {
      name: 'video',
      label: 'Video de YouTube',
      hint: 'Pegá el enlace del video. Vacío: no se muestra video.',
    },
    { name: 'videoTitle', label: 'Título del video' },
    description,
  ],
  biography: [
    { name: 'heading', label: 'Título' },
    { name: 'paragraphs', label: 'Texto', markdown: true },
    description,
  ],
  'talleres-presenciales': [
    { name: 'heading', label: 'Título' },
    { name: 'paragraphs', label: 'Texto', markdown: true },
    description,
  ],
  'talleres-virtuales': [
    { name: 'heading', label: 'Título' },
    { name: 'paragraphs', label: 'Texto', markdown: true },
    description,
  ],
  training: [
    { name: 'heading', label: 'Título' },
    { name: 'paragraphs', label: 'Sobre la formación', markdown: true },
    { name: 'duration', label: 'Duración', lines: true },
    { name: 'format', label: 'Modalidad', lines: true },
    { name: 'prices', label: 'Valores', markdown: true },
    description,
  ],
  footer: [
    network('instagram', 'Instagram'),
    network('facebook', 'Facebook'),
    network('youtube', 'YouTube'),
    network('spotify', 'Spotify'),
    {
      name: 'email',
      label: 'Correo de contacto',
      type: 'email',
      hint: 'Se muestra en el pie de página. Vacío: no se muestra.',
    },
    { name: 'design', label: 'Crédito de diseño' },
    { name: 'development', label: 'Crédito de desarrollo' },
  ],
};

export const MARKDOWN_HINT =
  'Separá los párrafos con una línea en blanco. Podés usar **negrita**, *cursiva*, listas con guiones y [enlaces](https://…).';
