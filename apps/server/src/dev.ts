import type { WebRoutes } from './app';
import { emailPreviews } from './dev/email-preview';
import { serve } from './serve';
import { viteWebRoutes } from './web/vite-routes';

// `npm run dev`: the same server as main.ts, with the web app compiled on demand by Vite and hot-reloaded, and
// the preview of every e-mail at /dev/correos. Only this entry reaches Vite and the preview; the production
// bundle (build.mjs bundles main.ts) never imports them.
const devWebRoutes: WebRoutes = async (app, deps) => {
  await app.register(emailPreviews, deps);
  await app.register(viteWebRoutes, deps);
};

serve(devWebRoutes).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
