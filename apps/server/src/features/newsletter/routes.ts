import type { FastifyPluginAsync } from 'fastify';
import {
  newsletterEndpoints as endpoints,
  newsletterAdminMessages as admin,
  newsletterMessages as words,
} from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { sendCsv } from '../../lib/csv';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { subscribersCsv } from './export';
import { importSubscribers } from './imports';
import { newsletterService } from './sending';
import { subscriptionService } from './service';
import { subscriberRepository } from './subscribers';

/**
 * The newsletter: the public form (limited like the other forms that send e-mail), the subscriber's links, the
 * archive, a student's choice, and the owner's tab.
 */
export const newsletterRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const subscriptions = subscriptionService(deps);
  const newsletters = newsletterService(deps);

  // A mail client's one-click unsubscribe posts a form (RFC 8058: `List-Unsubscribe=One-Click`); its body
  // says nothing the address does not, so it is read and left.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, undefined),
  );

  route(
    app,
    endpoints.subscribe,
    async (request) => {
      await subscriptions.subscribe(request.body.email);
      return { msg: words.checkInbox };
    },
    limited(app, 'newsletter'),
  );
  route(app, endpoints.confirm, async (request) => {
    await subscriptions.confirm(request.params.token);
    return { msg: words.confirmed };
  });
  route(app, endpoints.subscription, (request) => subscriptions.subscription(request.params.token));
  route(app, endpoints.unsubscribe, async (request) => {
    await subscriptions.unsubscribe(request.params.token);
    return { msg: words.unsubscribed };
  });
  route(app, endpoints.archive, async () => ({ issues: await newsletters.archive() }));
  route(app, endpoints.issue, async (request) => ({ issue: await newsletters.issue(request.params.id) }));

  route(app, endpoints.mine, async (request) => ({ subscribed: await subscriptions.mine(request.user) }));
  route(app, endpoints.choose, async (request) => {
    const subscribed = await subscriptions.choose(request.user, request.body.subscribed);
    return { subscribed, msg: subscribed ? words.profileOn : words.profileOff };
  });

  route(app, endpoints.overview, () => newsletters.overview());
  route(app, endpoints.send, async (request) => {
    const newsletter = await newsletters.send(request.user, request.body);
    return { newsletter, msg: admin.sent(newsletter.counts.queued + newsletter.counts.sent) };
  });
  route(app, endpoints.test, async (request) => ({
    msg: admin.testSent(await newsletters.test(request.body)),
  }));
  route(app, endpoints.pace, async (request) => {
    const perHour = await newsletters.pace(request.user, request.body.perHour);
    return { perHour, msg: admin.paceSaved };
  });
  route(app, endpoints.subscribers, (request) => subscriptions.search(request.query.q));
  route(app, endpoints.csv, async (_request, reply) =>
    sendCsv(reply, subscribersCsv(await subscriberRepository(deps.database.db).all())),
  );
  route(app, endpoints.import, async (request) => {
    const { added, problems } = await importSubscribers(deps, request.user, request.body.csv);
    return { added, problems, msg: admin.imported(added, problems.length) };
  });
  route(app, endpoints.remove, async (request) => {
    await subscriptions.remove(request.user, request.params.id);
    return { msg: admin.removed };
  });
};
