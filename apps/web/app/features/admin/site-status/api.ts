import { siteStatusEndpoints as endpoints, type SiteStatusCheck } from '@constelaciones/contract';
import { call } from '../../../lib/client';

export type { SiteStatusCheck };

export async function readSiteStatus(): Promise<SiteStatusCheck[]> {
  const { checks } = await call(endpoints.status, {});
  return checks;
}
