import type { FastifyPluginAsync } from 'fastify';
import { messages, profileEndpoints as endpoints } from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { profileService } from './service';

/** The logged-in person's own profile ('Editar perfil', avatar), and the admin's profile. */
export const userRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const profiles = profileService(deps);

  route(app, endpoints.update, async (request) => ({
    user: await profiles.update(request.user, request.body),
    msg: messages.profile.updated,
  }));

  route(app, endpoints.updateAvatar, async (request) => ({
    avatar: await profiles.replaceAvatar(request.user, request.upload),
  }));

  route(app, endpoints.adminProfile, async (request) => ({
    admin: await profiles.view(request.user.id),
  }));
};
