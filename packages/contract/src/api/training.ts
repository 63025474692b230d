import { z } from 'zod';
import { moduleSchema } from '../entities';
import { moduleEditSchema } from '../validation/module';
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
  /** One module; its paid `link` only for an admin. */
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
};
