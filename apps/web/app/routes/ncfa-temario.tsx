import { Link } from 'react-router';
import type { Route } from './+types/ncfa-temario';
import { syllabus } from '../features/training/syllabus';
import { SyllabusList } from '../features/training/SyllabusList';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const { heading } = context.site.training;
  const modules = syllabus(await context.catalog.modules());
  const first = modules[0];
  const last = modules.at(-1);
  return {
    heading,
    modules,
    seo: seoFor(context, {
      section: 'Temario',
      description:
        first && last
          ? `Temario de la ${heading}: los temas de cada módulo, del ${first.number} al ${last.number}.`
          : `Temario de la ${heading}.`,
      path: paths.syllabus,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Syllabus({ loaderData }: Route.ComponentProps) {
  const { heading, modules } = loaderData;
  return (
    <div className="container py-5">
      <h1 className="page-title">Temario</h1>
      <p className="lead">{heading}</p>
      <div className="d-flex flex-wrap gap-2 mb-5">
        <Link className="btn btn-primary btn-lg" to={paths.dashboard}>
          Inscribite
        </Link>
        <Link className="btn btn-outline-primary btn-lg" to={paths.training}>
          Información
        </Link>
      </div>
      <SyllabusList modules={modules} />
    </div>
  );
}
