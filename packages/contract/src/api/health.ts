import { z } from 'zod';
import { endpoint } from './endpoint';

/** The answer of GET /health, with status 503, while the database is unreachable. */
export const healthUnavailableSchema = z.object({ status: z.literal('unavailable') });
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;

export const healthEndpoints = {
  /** 200 while the database answers, else 503 with `healthUnavailableSchema`: what load balancers poll. */
  check: endpoint({
    method: 'GET',
    path: '/health',
    access: 'public',
    response: z.object({ status: z.literal('ok') }),
  }),
};
