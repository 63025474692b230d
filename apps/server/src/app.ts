import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { messages } from '@constelaciones/contract';
import { HttpError, notFound } from './lib/errors';
import { accessPlugin } from './modules/auth/access';
import { activityRoutes } from './modules/activities/routes';
import { articleRoutes } from './modules/articles/routes';
import { constellatorRoutes } from './modules/constellators/routes';
import { courseRoutes } from './modules/courses/routes';
import { healthRoutes } from './modules/health/routes';
import { moduleRoutes } from './modules/training/routes';
import type { Services } from './modules/services';
import { imageRoutes } from './modules/images/routes';
import { webRoutes } from './web/routes';
import { seoRoutes } from './web/seo';
import { securityHeaders } from './web/csp';

export interface AppOptions {
  /** Serve the React app from the web build (production, end-to-end tests). API tests leave it off. */
  web: boolean;
  logger?: boolean;
}

/** Builds the whole application without listening, so tests can inject requests into it. */
export async function buildApp(services: Services, options: AppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeaders, { upgradeInsecureRequests: config.publicUrl.startsWith('https:') });
  await app.register(compress, { threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[field] ??= issue.message ?? messages.server.invalidInput;
      }
      const first = Object.values(fields)[0] ?? messages.server.invalidInput;
      return reply.code(400).send({ msg: first, errors: fields });
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send(error.fields ? { msg: error.message, errors: error.fields } : { msg: error.message });
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status === 429) return reply.code(429).send({ msg: messages.server.tooManyRequests });
    if (status >= 400 && status < 500) {
      return reply.code(status).send({ msg: messages.server.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: messages.server.unexpected });
  });

  await app.register(accessPlugin, { db: services.database.db });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, services);
      await api.register(activityRoutes, services);
      await api.register(courseRoutes, services);
      await api.register(articleRoutes, services);
      await api.register(moduleRoutes, services);
      await api.register(constellatorRoutes, services);
      api.all('/*', { config: { access: 'public' } }, async () => {
        throw notFound();
      });
    },
    { prefix: '/api' },
  );

  await app.register(imageRoutes, services);
  await app.register(seoRoutes, services);
  if (options.web) await app.register(webRoutes, services);

  return app;
}
