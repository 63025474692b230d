import type { Endpoint } from './endpoint';
import { activityEndpoints } from './activities';
import { checkoutEndpoints } from './checkout';
import { purchaseEndpoints } from './purchases';

export * from './endpoint';
export { activityEndpoints, checkoutEndpoints, purchaseEndpoints };

/**
 * Every `/api` route, by feature. The server registers its routes from this table and refuses to start when a
 * route is missing from it or an entry has no route; the access walk calls each one as every role.
 */
export const endpoints = {
  activities: activityEndpoints,
  purchases: { ...purchaseEndpoints, ...checkoutEndpoints },
} satisfies Record<string, Record<string, Endpoint>>;
