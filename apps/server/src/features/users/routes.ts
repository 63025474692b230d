import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_FIELD,
  adminProfileResponseSchema,
  avatarResponseSchema,
  messages,
  profileSchema,
  profileUpdateResponseSchema,
  validationErrorSchema,
} from '@constelaciones/contract';
import { removeImageVariants } from '../../integrations/images';
import { HttpError, badRequest } from '../../lib/errors';
import { readMultipartForm } from '../../lib/multipart';
import { acceptImageUpload } from '../images/upload';
import type { Services } from '../services';
import { userRepository } from './repository';
import { userView } from './user-view';

/** The logged-in person's own profile ('Editar perfil', avatar), and the admin's profile. */
export const profileRoutes: FastifyPluginAsyncZod<Services> = async (app, { database, images }) => {
  const { db } = database;
  const users = userRepository(db);

  const currentAccount = async (userId: string) => {
    const account = await users.findById(userId);
    if (!account) throw new HttpError(401, messages.server.unauthorized);
    return account;
  };

  app.put(
    '/user/update-user',
    {
      config: { access: 'user' },
      schema: {
        body: profileSchema,
        response: { 200: profileUpdateResponseSchema, 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { firstName, lastName, birthday, phone, country } = request.body;
      const account = await users.update(request.user!.id, {
        firstName,
        lastName,
        dateOfBirth: birthday,
        phone,
        country,
      });
      return { user: await userView(db, account), msg: messages.profile.updated };
    },
  );

  app.put(
    '/user/update-avatar-user',
    {
      config: { access: 'user' },
      schema: { response: { 200: avatarResponseSchema, 400: validationErrorSchema } },
    },
    async (request) => {
      const { file } = await readMultipartForm(request, AVATAR_FIELD);
      const required = messages.validation.imageRequired;
      if (!file) throw badRequest(required, { [AVATAR_FIELD]: required });
      const previous = (await currentAccount(request.user!.id)).avatar;
      const avatar = await acceptImageUpload(images, file);
      await users.update(request.user!.id, { avatar });
      if (previous) await removeImageVariants(images, previous);
      return { avatar };
    },
  );

  app.get(
    '/auth/admin/profile',
    { config: { access: 'admin' }, schema: { response: { 200: adminProfileResponseSchema } } },
    async (request) => ({ admin: await userView(db, await currentAccount(request.user!.id)) }),
  );
};
