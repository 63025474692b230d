import { redirect } from 'react-router';
import { siteContentEndpoints, type CourseSlug, type SiteSection } from '@constelaciones/contract';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
import type { Route } from './+types/admin-contenido-del-sitio-parte';
import { SiteFooter } from '../components/layout/SiteFooter';
import { Biography } from '../features/about/Biography';
import { adminLoader } from '../features/admin/kit/adminLoader';
import { partAt, SITE_CONTENT_HREF } from '../features/admin/site-content/parts';
import { SiteContentPart, type Previews } from '../features/admin/site-content/SiteContentPart';
import { HomePresentation } from '../features/home/HomePresentation';
import { presentationOf } from '../features/home/presentation';
import { SyllabusList } from '../features/training/SyllabusList';
import { TrainingPage } from '../features/training/TrainingPage';
import { WorkshopLayout } from '../features/workshops/WorkshopPage';
import { call } from '../lib/client';
export { TabError as ErrorBoundary } from '../features/admin/kit/TabError';

/** A part the site does not have (an old or mistyped address) leads to the list of them all. */
export const clientLoader = adminLoader(async ({ params }: Route.ClientLoaderArgs) => {
  const part = partAt(params.part);
  if (!part) throw redirect(SITE_CONTENT_HREF);
  return { part, ...(await call(siteContentEndpoints.read, {})) };
});

/** A workshop page: beside its photos, where the page shows the next date and prices, set with the course. */
const workshopPreview = ({ heading, slides, paragraphs }: SiteSection<CourseSlug>) => (
  <WorkshopLayout
    heading={heading}
    slides={slides}
    paragraphs={renderArticleMarkdown(paragraphs)}
    aside={
      <p className="page-preview-aside">
        Acá se ven la fecha y los precios del próximo taller, que se cargan en «Administrar cursos».
      </p>
    }
  />
);

/** Each part's preview, drawn by the public page's own components from her texts as she types them. */
const previews: Previews = {
  record: {
    owner: (owner, { footer }) => <SiteFooter owner={owner} footer={footer} />,
    home: (home, { biography }) => <HomePresentation {...presentationOf(home, biography)} />,
    biography: ({ heading, portrait, paragraphs }) => (
      <Biography heading={heading} portrait={portrait[0]} paragraphs={renderArticleMarkdown(paragraphs)} />
    ),
    'talleres-presenciales': workshopPreview,
    'talleres-virtuales': workshopPreview,
    training: (training) => (
      <TrainingPage
        training={{
          ...training,
          paragraphs: renderArticleMarkdown(training.paragraphs),
          prices: renderArticleMarkdown(training.prices),
        }}
      />
    ),
    footer: (footer, { owner }) => <SiteFooter owner={owner} footer={footer} />,
  },
  syllabus: (modules) => (
    <div className="container py-4">
      <SyllabusList modules={modules} />
    </div>
  ),
};

/**
 * A part of 'Contenido del sitio' (/admin/contenido-del-sitio/{part}), e.g. 'inicio': its texts and pictures.
 */
export default function SiteContentPartTab({ loaderData }: Route.ComponentProps) {
  const { part, sections, syllabus } = loaderData;
  // Keyed by the part: going from one part to the next starts its forms afresh.
  return (
    <SiteContentPart
      key={part.slug}
      part={part}
      sections={sections}
      syllabus={syllabus}
      previews={previews}
    />
  );
}
