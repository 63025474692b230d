import type { PictureSlot, SiteKey, SiteSections } from '@constelaciones/contract';
import { PictureList } from './PictureList';
import { SyllabusForm } from './SyllabusForm';
import { TestEmailButton } from './TestEmailButton';
import { TextsForm } from './TextsForm';

interface Props {
  sections: SiteSections;
  syllabus: { number: number; title: string; topics: string[] }[];
}

/** The parts of the site as she thinks of them: each its texts, then its pictures. */
const GROUPS: { title: string; key: SiteKey; pictures: [PictureSlot, string][] }[] = [
  {
    title: 'Inicio',
    key: 'home',
    pictures: [
      ['banner', 'Banner'],
      ['portrait', 'Retrato'],
      ['poster', 'Imagen del video'],
    ],
  },
  { title: 'Conoceme', key: 'biography', pictures: [['portrait', 'Retrato']] },
  {
    title: 'Talleres presenciales',
    key: 'talleres-presenciales',
    pictures: [['slides', 'Carrusel de fotos']],
  },
  { title: 'Talleres virtuales', key: 'talleres-virtuales', pictures: [['slides', 'Carrusel de fotos']] },
  { title: 'Formación NCFA', key: 'training', pictures: [['slides', 'Carrusel de fotos']] },
];

const slug = (title: string) =>
  `contenido-${title
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]+/g, '-')}`;

/** 'Contenido del sitio': her details, each page's texts and pictures, the syllabus, her networks and credits. */
export function SiteContentEditor({ sections, syllabus }: Props) {
  return (
    <div className="site-content-editor">
      <nav aria-label="Partes del sitio" className="mb-4">
        <ul className="list-inline">
          {['Tus datos', ...GROUPS.map((group) => group.title), 'Temario', 'Redes y pie de página'].map(
            (title) => (
              <li key={title} className="list-inline-item">
                <a href={`#${slug(title)}`}>{title}</a>
              </li>
            ),
          )}
        </ul>
      </nav>

      <section id={slug('Tus datos')} aria-labelledby={`${slug('Tus datos')}-title`} className="mb-5">
        <h3 id={`${slug('Tus datos')}-title`} className="h5">
          Tus datos
        </h3>
        <TextsForm sectionKey="owner" saved={sections.owner} />
        <PictureList
          sectionKey="owner"
          slot="signature"
          label="Firma (para los certificados; mejor sobre fondo blanco o transparente)"
          saved={sections.owner.signature}
        />
        <p className="mt-3 mb-1">¿Te llegan los avisos? Guardá tu correo para avisos y probalo:</p>
        <TestEmailButton />
      </section>

      {GROUPS.map(({ title, key, pictures }) => (
        <section key={key} id={slug(title)} aria-labelledby={`${slug(title)}-title`} className="mb-5">
          <h3 id={`${slug(title)}-title`} className="h5">
            {title}
          </h3>
          <TextsForm sectionKey={key} saved={sections[key]} />
          {pictures.map(([slot, label]) => (
            <PictureList
              key={slot}
              sectionKey={key}
              slot={slot}
              label={label}
              saved={(sections[key] as unknown as Record<string, SiteSections['home']['banner']>)[slot] ?? []}
            />
          ))}
        </section>
      ))}

      <section id={slug('Temario')} aria-labelledby={`${slug('Temario')}-title`} className="mb-5">
        <h3 id={`${slug('Temario')}-title`} className="h5">
          Temario
        </h3>
        {syllabus.length === 0 ? (
          <p>Todavía no hay módulos.</p>
        ) : (
          syllabus.map((module) => <SyllabusForm key={module.number} {...module} />)
        )}
      </section>

      <section
        id={slug('Redes y pie de página')}
        aria-labelledby={`${slug('Redes y pie de página')}-title`}
        className="mb-5"
      >
        <h3 id={`${slug('Redes y pie de página')}-title`} className="h5">
          Redes y pie de página
        </h3>
        <TextsForm sectionKey="footer" saved={sections.footer} />
      </section>
    </div>
  );
}
