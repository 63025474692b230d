import { serve } from './serve';
import { viteWebRoutes } from './web/vite-routes';

// `npm run dev`: the same server as main.ts, with the web app compiled on demand by Vite and hot-reloaded.
// Only this entry reaches Vite; the production bundle (build.mjs bundles main.ts) never imports it.
serve(viteWebRoutes).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
