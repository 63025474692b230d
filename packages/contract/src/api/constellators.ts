import { z } from 'zod';
import { constellatorSchema } from '../entities';
import { endpoint } from './endpoint';

export const constellatorEndpoints = {
  /** Content, not accounts: their public contact data only (decision 5). */
  list: endpoint({
    method: 'GET',
    path: '/user/constellators',
    access: 'public',
    response: z.object({ constellators: z.array(constellatorSchema) }),
  }),
};
