import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import compress from '@fastify/compress';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { allEndpoints, messages } from '@constelaciones/contract';
import { isDatabaseUnavailable } from './db/errors';
import { HttpError, notFound } from './lib/errors';
import { multipartPlugin } from './lib/multipart';
import { attemptLimits } from './lib/attempt-limits';
import { uploadRule } from './platform/attempt-rules';
import { accessPlugin } from './platform/access';
import { authRoutes } from './features/auth/routes';
import { captchaRoutes } from './features/captcha/routes';
import { userRoutes } from './features/users/routes';
import { personalDataRoutes } from './features/personal-data/routes';
import { activityRoutes } from './features/activities/routes';
import { agendaRoutes } from './features/agenda/routes';
import { auditRoutes } from './features/audit/routes';
import { jobRoutes } from './features/jobs/routes';
import { demoRoutes } from './features/demo/routes';
import { siteStatusRoutes } from './features/site-status/routes';
import { adminHomeRoutes } from './features/admin-home/routes';
import { purchaseRoutes } from './features/purchases/routes';
import { paymentRoutes } from './features/payments/routes';
import { waitingListRoutes } from './features/waiting-list/routes';
import { articleRoutes } from './features/articles/routes';
import { constellatorRoutes } from './features/constellators/routes';
import { courseRoutes } from './features/courses/routes';
import { healthRoutes } from './features/health/routes';
import { legalRoutes } from './features/legal/routes';
import { trainingRoutes } from './features/training/routes';
import { siteContentRoutes } from './features/site-content/routes';
import { withdrawalRoutes } from './features/withdrawals/routes';
import { dateReminderRoutes } from './features/date-reminders/routes';
import { ownerMessageRoutes } from './features/owner-messages/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { attendanceRoutes } from './features/attendance/routes';
import { overrideByHand } from './features/attendance';
import { certificateRoutes } from './features/certificates/routes';
import { invoicingRoutes } from './features/invoicing/routes';
import { discountCodeRoutes } from './features/discount-codes/routes';
import { simulatedArca } from './features/invoicing/simulated';
import type { Dependencies } from './platform/dependencies';
import { imageRoutes } from './features/images/routes';
import { seoRoutes } from './web/seo';
import { setupRoutes } from './features/setup/routes';
import { securityHeaders } from './platform/security-headers';
import { paymentSimulator, simulatorOptions } from './integrations/payments/simulator';

/** Serves the React app: `web/routes.ts` from its build, `web/vite-routes.ts` through Vite in dev. */
export type WebRoutes = FastifyPluginAsync<Dependencies>;

export interface AppOptions {
  /** How the React app is served; API tests leave it off. */
  web: WebRoutes | false;
  logger?: boolean;
  /** Where the log lines go instead of stdout (a test reads them). */
  logStream?: { write(line: string): void };
}

/** Builds the whole application without listening, so tests can inject requests into it. */
export async function buildApp(deps: Dependencies, options: AppOptions): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A URL the router cannot read ('/api/%E0%A4%A') is answered before any hook runs: its reply gets the
    // security headers here, and the same Spanish `{ msg }` as any error.
    frameworkErrors: (error, request, reply) => {
      app.secureFrameworkReply(reply);
      return answerError(error, request, reply);
    },
  }).withTypeProvider<ZodTypeProvider>();

  // An answer given while the app closes also closes its connection: otherwise a request that was running at
  // the close keeps the close waiting for its kept-alive connection, up to Fastify's keepAliveTimeout (72 s).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(securityHeaders, {
    upgradeInsecureRequests: config.publicUrl.startsWith('https:'),
    recaptcha: Boolean(config.captcha.recaptcha),
  });
  await app.register(compress, { threshold: 1024 });

  app.setErrorHandler(answerError);
  // Every route of the app, the API's and the pages' (a page the React app lacks renders its own 404).
  app.setNotFoundHandler(async () => {
    throw notFound();
  });

  await app.register(multipartPlugin);
  await app.register(accessPlugin, { db: deps.database.db, table: allEndpoints });
  await app.register(attemptLimits, {
    redisUrl: config.redisUrl,
    factor: config.authRateLimitFactor,
    upload: uploadRule,
  });
  // The worker sends the outbox and runs the periodic jobs; when the app closes it stops, once the e-mails being
  // written and its pass in flight are done (what is left waits in the database for the next start).
  const stopWorker = await deps.jobs.start(app.log);
  app.addHook('onClose', async () => {
    await deps.mail.idle();
    await stopWorker();
  });
  // Admin writes on any instance invalidate the catalog of every instance; this one leaves when the app closes.
  app.addHook('onClose', await deps.catalog.shareInvalidations(app.log));

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(activityRoutes, deps);
      await api.register(courseRoutes, deps);
      await api.register(dateReminderRoutes, deps);
      await api.register(articleRoutes, deps);
      await api.register(trainingRoutes, deps);
      await api.register(constellatorRoutes, deps);
      await api.register(agendaRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(userRoutes, deps);
      await api.register(personalDataRoutes, deps);
      await api.register(captchaRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(jobRoutes, deps);
      await api.register(demoRoutes, deps);
      await api.register(siteStatusRoutes, deps);
      await api.register(adminHomeRoutes, deps);
      // A module's 'Finalizó' set by hand is attendance's override: attendance builds on purchases, so it is handed in.
      await api.register(purchaseRoutes, { ...deps, finishedByHand: overrideByHand });
      await api.register(paymentRoutes, deps);
      await api.register(waitingListRoutes, deps);
      await api.register(siteContentRoutes, deps);
      await api.register(legalRoutes, deps);
      await api.register(withdrawalRoutes, deps);
      await api.register(ownerMessageRoutes, deps);
      await api.register(newsletterRoutes, deps);
      await api.register(attendanceRoutes, deps);
      await api.register(certificateRoutes, deps);
      await api.register(invoicingRoutes, deps);
      await api.register(discountCodeRoutes, deps);
    },
    { prefix: '/api' },
  );

  await app.register(imageRoutes, deps);
  await app.register(seoRoutes, deps);
  await app.register(setupRoutes, deps);
  if (config.payments.simulator) {
    await app.register(paymentSimulator, simulatorOptions(config));
    await app.register(simulatedArca, deps);
  }
  if (options.web) await app.register(options.web, deps);

  return app;
}

/**
 * Every failure's answer: the Spanish `{ msg }` (plus `errors`, field → message, on a 400), whatever failed: a
 * schema, a domain rule, Fastify itself (a body it cannot parse, a URL it cannot read), the database being
 * away (503, logged) or a bug (500, logged).
 */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // A path parameter that fails its schema (an id that is not a UUID) cannot name anything.
  if (hasZodFastifySchemaValidationErrors(error) && error.validationContext === 'params') {
    return reply.code(404).send({ msg: messages.server.notFound });
  }
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
  // The database restarting or unreachable: the request changed nothing, and trying again later will work.
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'database unavailable');
    return reply.code(503).send({ msg: messages.server.unavailable });
  }
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ msg: messages.server.unexpected });
}
