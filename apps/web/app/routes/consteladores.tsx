import type { Route } from './+types/consteladores';
import { ConstellatorCard } from '../features/constellators/ConstellatorCard';
import { metaTags, seoFor } from '../lib/seo';
import { paths } from '../lib/paths';

export async function loader({ context }: Route.LoaderArgs) {
  return {
    constellators: await context.catalog.constellators(),
    seo: seoFor(context, {
      section: 'Consteladores',
      description: `Consteladoras y consteladores acreditados por ${context.site.owner.name}: país, correo electrónico y teléfono de cada uno.`,
      path: paths.constellators,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export default function Consteladores({ loaderData }: Route.ComponentProps) {
  const { constellators } = loaderData;
  return (
    <section className="container py-5">
      <header className="constellators-header">
        <h1 id="consteladores" className="page-title">
          Consteladores
        </h1>
        <p className="lead">
          Consteladoras y consteladores acreditados en la formación NCFA. Escribiles o llamalos para coordinar
          una constelación cerca de tu casa o en línea.
        </p>
      </header>
      {constellators.length > 0 ? (
        // 1 column on phones, 2 from sm, 4 from lg, as the spec says.
        <ul
          className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-4 list-unstyled"
          aria-labelledby="consteladores"
        >
          {constellators.map((constellator) => (
            <li className="col" key={constellator._id}>
              <ConstellatorCard constellator={constellator} />
            </li>
          ))}
        </ul>
      ) : (
        <p>Pronto vamos a publicar el listado de consteladores acreditados.</p>
      )}
    </section>
  );
}
