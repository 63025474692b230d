import type { FastifyPluginAsync } from 'fastify';
import { fileSlug, personalDataEndpoints as endpoints, personalDataMessages } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import { limited } from '../../platform/attempt-rules';
import type { Dependencies } from '../../platform/dependencies';
import { accountDeletionService } from './deletion';
import { personalDataOf } from './export';

/** 'Mis datos': the person's copy of her data, and the deletion of her account. */
export const personalDataRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const deletion = accountDeletionService(deps);

  route(app, endpoints.myData, async (request, reply) => {
    const data = await personalDataOf(deps.database.db, request.user);
    const name = `mis-datos-${fileSlug(data.account.username)}-${data.generatedAt.slice(0, 10)}.json`;
    void reply.header('content-disposition', `attachment; filename="${name}"`);
    return data;
  });

  route(
    app,
    endpoints.deleteAccount,
    async (request) => {
      await deletion.deleteOwn(request.user, request.body.password);
      return { msg: personalDataMessages.deleted };
    },
    limited(app, 'delete-account'),
  );

  route(
    app,
    endpoints.deletionLink,
    async (request) => {
      await deletion.sendLink(request.user);
      return { msg: personalDataMessages.linkSent };
    },
    limited(app, 'deletion-link'),
  );

  route(
    app,
    endpoints.confirmDeletion,
    async (request) => {
      await deletion.deleteByLink(request.body.token);
      return { msg: personalDataMessages.deleted };
    },
    limited(app, 'deletion-confirm'),
  );

  route(app, endpoints.adminDelete, async (request) => {
    await deletion.deleteByOwner(request.user, request.params.id);
    return { msg: personalDataMessages.adminDeleted };
  });
};
