import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './lib/context';
import { useNonce } from './lib/nonce';
import { pageTitle } from './lib/seo';
import { SiteHeader } from './components/layout/SiteHeader';
import { SiteFooter } from './components/layout/SiteFooter';
import { SubscribeForm } from './features/newsletter/SubscribeForm';
import { AppScripts } from './components/layout/AppScripts';
import { AuthProvider } from './features/auth/AuthProvider';
import { AccountMenu } from './features/auth/components/AccountMenu';
import '@fontsource/montserrat/latin-300.css';
import '@fontsource/arimo/latin-400.css';
import '@fontsource/arimo/latin-700.css';
import './styles/app.scss';

export function loader({ context }: Route.LoaderArgs) {
  const { site } = context;
  return data({ owner: site.owner, footer: site.footer });
}

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="es-AR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9d6b6c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="visually-hidden-focusable skip-link" href="#contenido">
          Saltar al contenido
        </a>
        <AuthProvider>
          {root && <SiteHeader ownerName={root.owner.name} accountMenu={<AccountMenu />} />}
          <main id="contenido" tabIndex={-1}>
            {children}
          </main>
        </AuthProvider>
        {root && (
          <SiteFooter
            owner={root.owner}
            footer={root.footer}
            newsletter={<SubscribeForm id="pie-novedades" />}
          />
        )}
        <ScrollRestoration nonce={nonce} />
        <AppScripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const heading = notFound ? 'Página no encontrada' : 'Ocurrió un error';
  return (
    <section className="container py-5 text-center page-narrow">
      {/* Without the site's data (its loader failed) there is no owner to name. */}
      <title>{root ? pageTitle(root.owner.name, heading) : heading}</title>
      <h1 className="page-title">{heading}</h1>
      <p className="lead">
        {notFound
          ? 'No encontramos lo que buscás. Puede que el enlace haya cambiado o que la página ya no exista.'
          : 'Algo salió mal al mostrar esta página. Intentá de nuevo en unos minutos.'}
      </p>
      <a className="btn btn-primary" href="/">
        Volver al inicio
      </a>
    </section>
  );
}
