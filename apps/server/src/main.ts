import { serve } from './serve';
import { webRoutes } from './web/routes';

serve(webRoutes).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
