import { z } from 'zod';
import { endpoint } from './endpoint';

/** What going live needs, in the order 'Estado del sitio' lists it. */
export const SITE_STATUS_CHECKS = [
  'owner',
  'testEmail',
  'https',
  'transfers',
  'providers',
  'invoicing',
  'demo',
  'legal',
  'backup',
] as const;
export type SiteStatusCheckKey = (typeof SITE_STATUS_CHECKS)[number];

/** One thing going live needs: whether it is done, and what the site sees (a date, what is missing). */
export const siteStatusCheckSchema = z.object({
  key: z.enum(SITE_STATUS_CHECKS),
  done: z.boolean(),
  detail: z.string(),
});
export type SiteStatusCheck = z.infer<typeof siteStatusCheckSchema>;

export const siteStatusEndpoints = {
  /** 'Estado del sitio': every check, in SITE_STATUS_CHECKS's order. */
  status: endpoint({
    method: 'GET',
    path: '/admin/site-status',
    access: 'admin',
    response: z.object({ checks: z.array(siteStatusCheckSchema) }),
  }),
};
