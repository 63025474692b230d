import type { FastifyPluginAsync } from 'fastify';
import { constellatorEndpoints as endpoints, messages } from '@constelaciones/contract';
import { sendCsv } from '../../lib/csv';
import { route } from '../../lib/endpoints';
import { routeCachedRead } from '../../lib/public-body';
import type { Dependencies } from '../../platform/dependencies';
import { constellatorService } from './service';

/** /consteladores' list, the owner's 'Formación Finalizada' and publishing, and each graduate's consent. */
export const constellatorRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const constellators = constellatorService(deps);

  routeCachedRead(app, endpoints.list, () => deps.catalog.bodies.constellators());
  route(app, endpoints.graduates, (request) => constellators.listGraduates(request.query));
  route(app, endpoints.graduatesCsv, async (request, reply) =>
    sendCsv(reply, await constellators.exportGraduatesCsv(request.query)),
  );
  route(app, endpoints.publish, async (request) => {
    const { published } = request.body;
    await constellators.publish(request.user, request.params.id, published);
    return { msg: published ? messages.constellator.published : messages.constellator.unpublished };
  });
  route(app, endpoints.consent, async (request) => ({
    consent: await constellators.consent(request.user.id),
  }));
  route(app, endpoints.saveConsent, async (request) => ({
    consent: await constellators.saveConsent(request.user, request.body),
    msg: messages.constellator.consentSaved,
  }));
};
