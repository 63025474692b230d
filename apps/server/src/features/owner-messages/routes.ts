import type { FastifyPluginAsync } from 'fastify';
import { ownerMessageEndpoints as endpoints, ownerMessageTexts as texts } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { ownerMessageService } from './service';

/** 'Enviar mensaje' in 'Administrar inscriptos' (ADMIN), and each student's copies in 'Alumnos'. */
export const ownerMessageRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const messages = ownerMessageService(deps);

  route(app, endpoints.preview, (request) => messages.preview(request.body));
  route(app, endpoints.send, async (request) => {
    const message = await messages.send(request.user, request.body);
    return { message, msg: texts.sent(message.counts.queued + message.counts.sent) };
  });
  route(app, endpoints.history, async (request) => ({ messages: await messages.history(request.query) }));
  route(app, endpoints.recipients, async (request) => ({
    recipients: await messages.recipients(request.params.id),
  }));
  route(app, endpoints.mine, async (request) => ({ messages: await messages.mine(request.user.id) }));
};
