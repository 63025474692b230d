import type { Endpoint } from './endpoint';
import { activityEndpoints } from './activities';
import {
  altchaChallengeSchema,
  authEndpoints,
  captchaEndpoints,
  profileEndpoints,
  socialLoginEndpoints,
} from './accounts';

export * from './endpoint';
export { activityEndpoints };
export { altchaChallengeSchema, authEndpoints, captchaEndpoints, profileEndpoints, socialLoginEndpoints };

/**
 * Every `/api` route, by feature. The server registers its routes from this table and refuses to start when a
 * route is missing from it or an entry has no route; the access walk calls each one as every role.
 */
export const endpoints = {
  activities: activityEndpoints,
  auth: authEndpoints,
  socialLogin: socialLoginEndpoints,
  captcha: captchaEndpoints,
  profile: profileEndpoints,
} satisfies Record<string, Record<string, Endpoint>>;
