import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { SiteKey, SiteSection, SiteSections } from '@constelaciones/contract';
import { NewTabLink } from '../../../components/ui/NewTabLink';
import { UnsavedChangesGuard } from '../kit/UnsavedChangesGuard';
import { partHref, SITE_CONTENT_HREF, SITE_PARTS, type SitePart } from './parts';
import { PictureList } from './PictureList';
import { SyllabusForm, type SyllabusModule } from './SyllabusForm';
import { TestEmailButton } from './TestEmailButton';
import { TextsForm } from './TextsForm';

/**
 * How each preview draws its part of a public page, with the public page's own components: given by the
 * route, which puts the public features together with this one. A record's is given the record with her texts
 * as typed over the saved ones, and every saved record (the footer shows her name, the home asks whether she
 * wrote a biography).
 */
export interface Previews {
  record: { [K in SiteKey]: (section: SiteSection<K>, sections: SiteSections) => ReactNode };
  syllabus: (modules: SyllabusModule[]) => ReactNode;
}

interface Props {
  part: SitePart;
  sections: SiteSections;
  syllabus: SyllabusModule[];
  previews: Previews;
}

/**
 * One part of 'Contenido del sitio' on a page of its own: its texts with their preview and one save, its
 * pictures with their uploads, and the way to the other parts. Leaving it with something not saved asks
 * first.
 */
export function SiteContentPart({ part, sections, syllabus, previews }: Props) {
  const id = useId();
  const at = SITE_PARTS.findIndex((candidate) => candidate.slug === part.slug);
  const previous = SITE_PARTS[at - 1];
  const next = SITE_PARTS[at + 1];
  const { record } = part;
  const preview = <K extends SiteKey>(key: K) =>
    function draw(texts: Record<string, string>) {
      return previews.record[key]({ ...sections[key], ...texts }, sections);
    };

  return (
    <UnsavedChangesGuard>
      <p className="back-link">
        <Link to={SITE_CONTENT_HREF}>
          <span aria-hidden="true">← </span>Todas las partes
        </Link>
      </p>
      <h3 className="h4">{part.title}</h3>
      <p>
        {part.holds}
        {part.page && (
          <>
            {' '}
            <NewTabLink href={part.page}>Ver la página publicada</NewTabLink>
          </>
        )}
      </p>

      {record ? (
        <TextsForm sectionKey={record} saved={sections[record]} preview={preview(record)} />
      ) : (
        <SyllabusForm modules={syllabus} preview={previews.syllabus} />
      )}

      {record && part.pictures.length > 0 && (
        <section className="mt-5" aria-labelledby={`${id}-pictures`}>
          <h4 id={`${id}-pictures`} className="h5">
            Imágenes
          </h4>
          {part.pictures.map(([slot, label]) => (
            <PictureList
              key={slot}
              sectionKey={record}
              slot={slot}
              label={label}
              saved={
                (sections[record] as unknown as Record<string, SiteSections['home']['banner']>)[slot] ?? []
              }
            />
          ))}
        </section>
      )}

      {record === 'owner' && (
        <section className="mt-5" aria-labelledby={`${id}-test`}>
          <h4 id={`${id}-test`} className="h5">
            Correo de prueba
          </h4>
          <p>¿Te llegan los avisos? Guardá tu correo para avisos y probalo:</p>
          <TestEmailButton />
        </section>
      )}

      <nav className="site-part-steps" aria-label="Otras partes">
        {previous && (
          <Link to={partHref(previous)}>
            <span aria-hidden="true">← </span>Anterior: {previous.title}
          </Link>
        )}
        {next && (
          <Link to={partHref(next)} className="ms-auto">
            Siguiente: {next.title}
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </nav>
    </UnsavedChangesGuard>
  );
}
