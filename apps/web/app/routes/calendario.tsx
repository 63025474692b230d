import { metaDescription } from '@constelaciones/contract/text';
import type { Route } from './+types/calendario';
import { ActivityGrid } from '../features/activities/components/ActivityGrid';
import { splitBySchedule } from '../features/activities/schedule';
import { activitySummary } from '../features/activities/summary.server';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const { upcoming, past } = splitBySchedule(await context.catalog.activities(), Date.now());
  const nextTitles = upcoming.map((activity) => activity.title).join(', ');
  return {
    upcoming: upcoming.map(activitySummary),
    past: past.map(activitySummary),
    seo: seoFor(context, {
      section: 'Actividades',
      description: metaDescription(
        `Calendario de actividades de ${context.site.owner.name}${nextTitles ? `: ${nextTitles}` : '.'}`,
      ),
      path: paths.calendar,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Calendar({ loaderData }: Route.ComponentProps) {
  const { upcoming, past } = loaderData;
  return (
    <div className="container py-5 activities-page">
      <h1 className="page-title">Actividades</h1>

      <section aria-labelledby="actividades-proximas" className="mb-5">
        <h2 id="actividades-proximas" className="section-title mb-4">
          Próximas actividades
        </h2>
        {upcoming.length > 0 ? (
          <ActivityGrid activities={upcoming} label="Próximas actividades" prioritizeFirst />
        ) : (
          <p className="activities-empty">
            Por ahora no hay actividades programadas. Pronto vamos a publicar nuevas fechas.
          </p>
        )}
      </section>

      {past.length > 0 && (
        <section aria-labelledby="actividades-anteriores" className="activities-past">
          <h2 id="actividades-anteriores" className="section-title mb-4">
            Actividades anteriores
          </h2>
          <ActivityGrid activities={past} label="Actividades anteriores" />
        </section>
      )}
    </div>
  );
}
