import { requireAdmin } from './guard';

/**
 * The clientLoader of an /admin route: the guard first (a child's loader runs alongside the area's, so each
 * waits for the session itself before calling the API), then what the screen needs.
 */
export const adminLoader =
  <Args extends { request: Request }, Data>(load: (args: Args) => Promise<Data>) =>
  async (args: Args): Promise<Data> => {
    await requireAdmin(args.request);
    return load(args);
  };
