import { z } from 'zod';
import { moduleProgressSchema, moduleSchema } from '../entities';
import { moduleEditSchema } from '../validation/module';
import { progressSaveSchema } from '../validation/progress';
import { endpoint, idParamsSchema } from './endpoint';

/** The training's modules 0–16, live and recorded. */
export const moduleEndpoints = {
  /** Without the paid links. */
  list: endpoint({
    method: 'GET',
    path: '/modules',
    access: 'public',
    response: z.object({ modules: z.array(moduleSchema) }),
  }),
  /** One module; its paid `link` only for an admin and for students with a paid purchase of it. */
  show: endpoint({
    method: 'GET',
    path: '/modules/:id',
    access: 'public',
    params: idParamsSchema,
    response: z.object({ module: moduleSchema }),
  }),
  /** Date, prices, links and toggles (title and type are not editable). */
  edit: endpoint({
    method: 'PUT',
    path: '/modules/edit/:id',
    access: 'admin',
    params: idParamsSchema,
    body: moduleEditSchema,
    response: z.object({ moduleUpdated: moduleSchema, msg: z.string() }),
  }),
  /** Where the caller left each module they watched, to resume it there. */
  progress: endpoint({
    method: 'GET',
    path: '/modules/progress',
    access: 'user',
    response: z.object({ progress: z.array(moduleProgressSchema) }),
  }),
  /**
   * Saves where the caller is in a recorded module they may watch (its owners and admins; 403 for anyone
   * else, 400 for a live module). Not audited: it is the player's bookmark, not a change of the business.
   */
  saveProgress: endpoint({
    method: 'PUT',
    path: '/modules/progress/:id',
    access: 'user',
    params: idParamsSchema,
    body: progressSaveSchema,
    response: z.object({ progress: moduleProgressSchema }),
  }),
};
