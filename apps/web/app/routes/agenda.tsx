import { Link } from 'react-router';
import type { Route } from './+types/agenda';
import { AgendaLegend } from '../features/agenda/components/AgendaLegend';
import { AgendaMonthTable } from '../features/agenda/components/AgendaMonthTable';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  const { agenda } = context.site;
  return {
    agenda,
    seo: seoFor(context, { section: 'Agenda', description: agenda.description, path: paths.agenda }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { agenda } = loaderData;
  return (
    <section className="container py-5">
      <header className="agenda-header">
        <h1 className="page-title">Agenda {agenda.year}</h1>
        <p className="lead">{agenda.description}</p>
        <p>
          Para conocer los detalles de cada encuentro e inscribirte, mirá las{' '}
          <Link to={paths.calendar}>actividades</Link>.
        </p>
        <AgendaLegend />
      </header>
      <div className="row row-cols-1 row-cols-lg-2 g-4">
        {agenda.months.map((month) => (
          <div className="col" key={month.month}>
            <AgendaMonthTable month={month} />
          </div>
        ))}
      </div>
    </section>
  );
}
