import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaConfigResponseSchema } from '@constelaciones/contract';
import { isAltcha } from '../../integrations/altcha';
import { notFound } from '../../lib/errors';
import type { Services } from '../services';

/**
 * The ALTCHA widget's challenge as altcha-lib builds it. Loose: the signature covers every parameter, so
 * none may be dropped on the way out.
 */
const altchaChallengeSchema = z.object({
  parameters: z.looseObject({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number() }),
  signature: z.string(),
});

export const captchaRoutes: FastifyPluginAsyncZod<Services> = async (app, { captcha }) => {
  app.get(
    '/captcha/config',
    { config: { access: 'public' }, schema: { response: { 200: captchaConfigResponseSchema } } },
    async () => captcha.config,
  );

  app.get(
    '/altcha/challenge',
    { config: { access: 'public' }, schema: { response: { 200: altchaChallengeSchema } } },
    async (_request, reply) => {
      if (!isAltcha(captcha)) throw notFound();
      // Every challenge is single use: never cached.
      void reply.header('cache-control', 'no-store');
      const { parameters, signature } = await captcha.challenge();
      return { parameters: { ...parameters }, signature };
    },
  );
};
