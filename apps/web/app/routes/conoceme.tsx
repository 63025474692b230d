import type { Route } from './+types/conoceme';
import { Biography } from '../features/about/Biography';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
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

export default function Conoceme({ loaderData }: Route.ComponentProps) {
  const { heading, portrait, paragraphs } = loaderData;
  return <Biography heading={heading} portrait={portrait} paragraphs={paragraphs} />;
}
