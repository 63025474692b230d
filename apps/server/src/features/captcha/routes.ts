import type { FastifyPluginAsync } from 'fastify';
import { captchaEndpoints as endpoints } from '@constelaciones/contract';
import { isAltcha } from '../../integrations/altcha';
import { route } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import type { Dependencies } from '../../platform/dependencies';

/** Which captcha the registration form shows, and the ALTCHA widget's challenges. */
export const captchaRoutes: FastifyPluginAsync<Dependencies> = async (app, { captcha }) => {
  route(app, endpoints.config, async () => captcha.config);

  route(app, endpoints.altchaChallenge, async (_request, reply) => {
    if (!isAltcha(captcha)) throw notFound();
    // Every challenge is single use: never cached.
    void reply.header('cache-control', 'no-store');
    const { parameters, signature } = await captcha.challenge();
    return { parameters: { ...parameters }, signature };
  });
};
