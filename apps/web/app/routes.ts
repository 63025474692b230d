import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { ADMIN_TABS, EDIT_PAGES, editRouteFile, FIRST_TAB, tabRouteFile } from './features/admin/kit/tabs';

export default [
  index('routes/home.tsx'),
  route('talleres-presenciales', 'routes/talleres-presenciales.tsx'),
  route('talleres-virtuales', 'routes/talleres-virtuales.tsx'),
  route('NCFA', 'routes/ncfa.tsx'),
  route('NCFA/temario', 'routes/ncfa-temario.tsx'),
  route('NCFA/modulos-grabados', 'routes/ncfa-modulos-grabados.tsx'),
  route('NCFA/modulos-en-directo', 'routes/ncfa-modulos-en-directo.tsx'),
  route('calendario', 'routes/calendario.tsx'),
  route('calendario/:id', 'routes/calendario-actividad.tsx'),
  route('agenda/:year?', 'routes/agenda.tsx'),
  route('consteladores', 'routes/consteladores.tsx'),
  route('articulos', 'routes/articulos.tsx'),
  route('articulos/:id', 'routes/articulo.tsx'),
  route('conoceme', 'routes/conoceme.tsx'),
  route('terminos', 'routes/terminos.tsx'),
  route('privacidad', 'routes/privacidad.tsx'),
  route('arrepentimiento', 'routes/arrepentimiento.tsx'),
  route('novedades', 'routes/novedades.tsx'),
  route('novedades/:id', 'routes/novedades-numero.tsx'),
  route('novedades/confirmar/:token', 'routes/novedades-confirmar.tsx'),
  route('novedades/baja/:token', 'routes/novedades-baja.tsx'),
  route('login', 'routes/login.tsx'),
  route('registro', 'routes/registro.tsx'),
  route('confirm/:uuid', 'routes/confirm.tsx'),
  route('recover-password/:uuid', 'routes/recover-password.tsx'),
  route('auth/callback', 'routes/auth-callback.tsx'),
  route('eliminar-cuenta/:token', 'routes/delete-account.tsx'),
  route('verificar/:code', 'routes/verificar.tsx'),
  layout('routes/logged-in.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('profile', 'routes/profile.tsx'),
    route('checkout/payment', 'routes/checkout-payment.tsx'),
  ]),
  route('admin', 'routes/admin.tsx', [
    // The panel: the tab bar, and the chosen tab's route in it; /admin itself shows the first tab.
    layout('routes/admin-panel.tsx', [
      index(tabRouteFile(FIRST_TAB), { id: 'routes/admin-index' }),
      ...ADMIN_TABS.map(({ path }) => route(path, tabRouteFile(path))),
      // 'Contenido del sitio' has a page per part of the site (inicio, conoceme, …), under its tab.
      route('contenido-del-sitio/:part', 'routes/admin-contenido-del-sitio-parte.tsx'),
    ]),
    // The edit pages (editar-actividad/{id}, …), each a route of its own, outside the panel's tab bar.
    ...EDIT_PAGES.map(({ edit }) => route(`${edit}/:id`, editRouteFile(edit))),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
