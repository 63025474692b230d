import { data, Link } from 'react-router';
import { agendaYearParam } from '@constelaciones/contract/agenda';
import { messages } from '@constelaciones/contract/messages';
import { argentineDay } from '@constelaciones/contract/rules';
import type { Route } from './+types/agenda';
import { AgendaLegend } from '../features/agenda/components/AgendaLegend';
import { AgendaMonthTable } from '../features/agenda/components/AgendaMonthTable';
import { legendKinds } from '../features/agenda/kinds';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

/** /agenda is this year's, in Argentine time; /agenda/{year} any year's; any other address is not found. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const asked = params.year;
  const thisYear = asked === undefined;
  const year = asked === undefined ? Number(argentineDay(new Date()).slice(0, 4)) : agendaYearParam(asked);
  if (year === undefined) throw data(null, { status: 404 });
  const agenda = await context.catalog.agenda(year);
  const description = messages.agenda.description(year);
  return {
    agenda,
    kinds: legendKinds(agenda.months.flatMap((month) => month.items.map((item) => item.kind))),
    description,
    seo: seoFor(context, {
      section: thisYear ? 'Agenda' : `Agenda ${year}`,
      description,
      path: thisYear ? paths.agenda : paths.agendaYear(year),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Agenda({ loaderData }: Route.ComponentProps) {
  const { agenda, kinds, description } = loaderData;
  const { year, months, previousYear, nextYear } = agenda;
  return (
    <section className="container py-5">
      <header className="agenda-header">
        <h1 className="page-title">Agenda {year}</h1>
        <p className="lead">{description}</p>
        <p>
          Para conocer los detalles de cada encuentro e inscribirte, mirá las{' '}
          <Link to={paths.calendar}>actividades</Link>.
        </p>
        {months.length > 0 && <AgendaLegend kinds={kinds} />}
      </header>
      {months.length === 0 ? (
        <p className="agenda-empty">{messages.agenda.empty(year)}</p>
      ) : (
        <div className="row row-cols-1 row-cols-lg-2 g-4">
          {months.map((month) => (
            <div className="col" key={month.month}>
              <AgendaMonthTable month={month} />
            </div>
          ))}
        </div>
      )}
      {(previousYear ?? nextYear) !== null && (
        <nav aria-label="Otros años de la agenda">
          <ul className="agenda-years">
            {previousYear !== null && (
              <li>
                <Link to={paths.agendaYear(previousYear)}>
                  <span aria-hidden="true">← </span>
                  Agenda {previousYear}
                </Link>
              </li>
            )}
            {nextYear !== null && (
              <li className="agenda-year-next">
                <Link to={paths.agendaYear(nextYear)}>
                  Agenda {nextYear}
                  <span aria-hidden="true"> →</span>
                </Link>
              </li>
            )}
          </ul>
        </nav>
      )}
    </section>
  );
}
