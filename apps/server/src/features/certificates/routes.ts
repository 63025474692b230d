import type { FastifyPluginAsync } from 'fastify';
import { certificateEndpoints as endpoints, certificateTexts as texts } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { sendPdf } from '../../platform/pdf';
import type { Dependencies } from '../../platform/dependencies';
import { certificateService } from './service';

/** Certificates: the holder's in 'Mis Cursos', the owner's 'Certificados', and /verificar/{code}'s data. */
export const certificateRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const certificates = certificateService(deps);

  route(app, endpoints.mine, (request) => certificates.mine(request.user.id));
  route(app, endpoints.issue, async (request, reply) =>
    sendPdf(reply, await certificates.issue(request.user, request.body)),
  );
  route(app, endpoints.pdf, async (request, reply) =>
    sendPdf(reply, await certificates.pdf(request.user, request.params.code)),
  );
  route(app, endpoints.verify, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex');
    return { certificate: await certificates.verify(request.params.code) };
  });
  route(app, endpoints.list, (request) => certificates.list(request.query.search));
  route(app, endpoints.revoke, async (request) => ({
    certificate: await certificates.revoke(request.user, request.params.code, request.body.reason),
    msg: texts.revokedMsg,
  }));
};
