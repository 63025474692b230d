import { idParamsSchema, newsletterMessages as words, type NewsletterDesk } from '@constelaciones/contract';
import { HttpError } from '../../lib/errors';
import type { Dependencies } from '../../platform/dependencies';
import { newsletterService } from './sending';
import { subscriptionService } from './service';

/** The newsletter's pages' way to its services (web/render.ts): the form's post and the archive. */
export function newsletterDesk(deps: Dependencies): NewsletterDesk {
  const subscriptions = subscriptionService(deps);
  const newsletters = newsletterService(deps);
  return {
    async subscribe(email) {
      await subscriptions.subscribe(email);
      return words.checkInbox;
    },
    archive: () => newsletters.archive(),
    // An unknown id (or no id at all) is no newsletter; any other fault (the database down) is the server's.
    issue: async (id) =>
      !idParamsSchema.safeParse({ id }).success
        ? undefined
        : newsletters.issue(id).catch((error: unknown) => {
            if (error instanceof HttpError && error.statusCode === 404) return undefined;
            throw error;
          }),
  };
}
