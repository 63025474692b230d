import type { Route } from './+types/conoceme';
import { ResponsiveImage } from '../components/ui/ResponsiveImage';
import { BiographyNextSteps } from '../features/about/BiographyNextSteps';
import { renderArticleMarkdown } from '../lib/markdown';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const { biography } = context.site;
  const [portrait] = biography.portrait;
  return {
    heading: biography.heading,
    portrait,
    paragraphs: renderArticleMarkdown(biography.paragraphs),
    seo: seoFor(context, {
      section: 'Conoceme',
      description: biography.description,
      path: paths.about,
      image: portrait?.file,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/**
 * The spec wants separate layouts for big and small screens. They are one markup placed by CSS grid
 * areas (see _about.scss), not two copies switched by breakpoint: the biography is sent once, and
 * screen readers and search engines never meet it twice.
 */
export default function Conoceme({ loaderData }: Route.ComponentProps) {
  const { heading, portrait, paragraphs } = loaderData;
  return (
    <article className="container py-5 biography">
      <h1 className="page-title biography-heading">{heading}</h1>
      {portrait && (
        <div className="biography-portrait">
          <div className="media-frame ratio-4x5">
            <ResponsiveImage
              file={portrait.file}
              alt={portrait.alt}
              sizes="(min-width: 1200px) 440px, (min-width: 992px) 36vw, 15rem"
              width={800}
              height={1000}
              priority
            />
          </div>
        </div>
      )}
      <div className="biography-text" dangerouslySetInnerHTML={{ __html: paragraphs }} />
      <BiographyNextSteps />
    </article>
  );
}
