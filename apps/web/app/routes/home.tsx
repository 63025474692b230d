import { Link } from 'react-router';
import { homeGrid } from '@constelaciones/contract/rules';
import type { Route } from './+types/home';
import { ActivityGrid } from '../features/activities/components/ActivityGrid';
import { activitySummary } from '../features/activities/summary.server';
import { HomePresentation } from '../features/home/HomePresentation';
import { presentationOf } from '../features/home/presentation';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const now = Date.now();
  // The grid rule of the spec applies to what is still ahead: past activities are not "próximas".
  const upcoming = (await context.catalog.activities()).filter((activity) => Date.parse(activity.day) >= now);
  const { home, biography } = context.site;
  return {
    presentation: presentationOf(home, biography),
    activities: homeGrid(upcoming).map(activitySummary),
    seo: seoFor(context, { section: 'Inicio', description: home.description, path: paths.home }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { presentation, activities } = loaderData;
  return (
    <>
      <HomePresentation {...presentation} />

      <section className="container" aria-labelledby="proximas-actividades">
        <h2 id="proximas-actividades" className="section-title text-center mb-4">
          Próximas actividades
        </h2>
        {activities.length > 0 ? (
          <ActivityGrid activities={activities} label="Próximas actividades" />
        ) : (
          <p className="text-center">Pronto vamos a publicar nuevas actividades.</p>
        )}
        <p className="text-center mt-4">
          <Link to={paths.calendar}>Ver todas las actividades</Link>
        </p>
      </section>
    </>
  );
}
