import type { PictureSlot, SiteKey } from '@constelaciones/contract';
import { paths } from '../../../lib/paths';
import { adminHref, tabHref } from '../kit/tabs';

/** A part of the site as she thinks of it: a page of its own under 'Contenido del sitio'. */
export interface SitePart {
  /** Its address under the tab: /admin/contenido-del-sitio/{slug}. */
  slug: string;
  title: string;
  /** What she finds there, under its link in the tab's index. */
  holds: string;
  /** The record whose texts it edits, saved together; the syllabus is the modules' instead. */
  record?: SiteKey;
  /** Its places for pictures, each with its own upload, and what each is. */
  pictures: [PictureSlot, string][];
  /** The public page that shows it, when one page does (her details and the footer show on every page). */
  page?: string;
}

const slides: [PictureSlot, string][] = [['slides', 'Carrusel de fotos']];

/** The parts, in the order of the site: her details first, what every page's footer shows last. */
export const SITE_PARTS: SitePart[] = [
  {
    slug: 'tus-datos',
    title: 'Tus datos',
    holds: 'Tu nombre, tu profesión, el correo donde te llegan los avisos y tu firma para los certificados.',
    record: 'owner',
    pictures: [['signature', 'Firma (para los certificados; mejor sobre fondo blanco o transparente)']],
  },
  {
    slug: 'inicio',
    title: 'Inicio',
    holds: 'El título, la biografía breve, el video y las fotos de la portada.',
    record: 'home',
    pictures: [
      ['banner', 'Banner'],
      ['portrait', 'Retrato'],
      ['poster', 'Imagen del video'],
    ],
    page: paths.home,
  },
  {
    slug: 'conoceme',
    title: 'Conoceme',
    holds: 'Tu biografía completa y tu retrato.',
    record: 'biography',
    pictures: [['portrait', 'Retrato']],
    page: paths.about,
  },
  {
    slug: 'talleres-presenciales',
    title: 'Talleres presenciales',
    holds: 'El título, el texto «Sobre el taller» y el carrusel de fotos.',
    record: 'talleres-presenciales',
    pictures: slides,
    page: paths.workshopsInPerson,
  },
  {
    slug: 'talleres-virtuales',
    title: 'Talleres virtuales',
    holds: 'El título, el texto «Sobre el taller» y el carrusel de fotos.',
    record: 'talleres-virtuales',
    pictures: slides,
    page: paths.workshopsVirtual,
  },
  {
    slug: 'formacion-ncfa',
    title: 'Formación NCFA',
    holds: 'El título, «Sobre la formación», la duración, la modalidad, los valores y el carrusel de fotos.',
    record: 'training',
    pictures: slides,
    page: paths.training,
  },
  {
    slug: 'temario',
    title: 'Temario',
    holds: 'Los temas de cada módulo de la formación.',
    pictures: [],
    page: paths.syllabus,
  },
  {
    slug: 'redes-y-pie-de-pagina',
    title: 'Redes y pie de página',
    holds: 'Tus redes sociales, el correo de contacto y los créditos del pie de página.',
    record: 'footer',
    pictures: [],
  },
];

/** The tab's index, listing the parts. */
export const SITE_CONTENT_HREF = tabHref('contenido-del-sitio');

/** A part's own address, e.g. /admin/contenido-del-sitio/inicio. */
export const partHref = (part: SitePart): string => adminHref('contenido-del-sitio', part.slug);

/** The part an address names, if any. */
export const partAt = (slug: string | undefined): SitePart | undefined =>
  SITE_PARTS.find((part) => part.slug === slug);
