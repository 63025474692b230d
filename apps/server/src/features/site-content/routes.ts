import type { FastifyPluginAsync } from 'fastify';
import {
  messages,
  SITE_KEYS,
  siteContentEndpoints as endpoints,
  siteTextEndpoints,
} from '@constelaciones/contract';
import { route } from '../../lib/endpoints';
import type { Dependencies } from '../../platform/dependencies';
import { siteContentService } from './service';

/** The admin's 'Contenido del sitio' tab: her records, their pictures, the syllabus and the test e-mail. */
export const siteContentRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const content = siteContentService(deps);
  const saved = { msg: messages.siteContent.updated };

  route(app, endpoints.read, async () => ({
    sections: await content.sections(),
    syllabus: await content.syllabus(),
  }));

  for (const key of SITE_KEYS) {
    route(app, siteTextEndpoints[key] as (typeof siteTextEndpoints)['owner'], async (request) => {
      await content.saveTexts(request.user, key, request.body);
      return saved;
    });
  }

  route(app, endpoints.addPicture, async (request) => ({
    pictures: await content.addPicture(
      request.user,
      request.params.key,
      request.body.slot,
      request.body.alt,
      request.upload,
    ),
    msg: messages.siteContent.pictureAdded,
  }));

  route(app, endpoints.savePictures, async (request) => ({
    pictures: await content.savePictures(
      request.user,
      request.params.key,
      request.params.slot,
      request.body.pictures,
    ),
    msg: messages.siteContent.picturesUpdated,
  }));

  route(app, endpoints.saveTopics, async (request) => {
    await content.saveTopics(request.user, request.params.number, request.body);
    return { msg: messages.siteContent.topicsSaved };
  });

  route(app, endpoints.testEmail, async () => ({
    msg: messages.siteContent.testEmailSent(await content.sendTestEmail()),
  }));
};
