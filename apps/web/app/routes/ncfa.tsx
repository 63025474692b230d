import type { Route } from './+types/ncfa';
import { TrainingPage } from '../features/training/TrainingPage';
import { renderArticleMarkdown } from '@constelaciones/contract/markdown';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export function loader({ context }: Route.LoaderArgs) {
  const { training } = context.site;
  return {
    training: {
      heading: training.heading,
      duration: training.duration,
      format: training.format,
      slides: training.slides,
      paragraphs: renderArticleMarkdown(training.paragraphs),
      prices: renderArticleMarkdown(training.prices),
    },
    seo: seoFor(context, {
      section: 'Formación NCFA',
      description: training.description,
      path: paths.training,
      image: training.slides[0]?.file,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Training({ loaderData }: Route.ComponentProps) {
  return <TrainingPage training={loaderData.training} />;
}
