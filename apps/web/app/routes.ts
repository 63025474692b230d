import { index, route, type RouteConfig } from '@react-router/dev/routes';

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
  route('agenda', 'routes/agenda.tsx'),
  route('consteladores', 'routes/consteladores.tsx'),
  route('articulos', 'routes/articulos.tsx'),
  route('articulos/:id', 'routes/articulo.tsx'),
  route('conoceme', 'routes/conoceme.tsx'),
  route('login', 'routes/login.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
