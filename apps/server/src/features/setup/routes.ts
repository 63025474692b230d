import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { fieldMessages, setupSchema } from '@constelaciones/contract';
import type { Config } from '../../config';
import { HttpError } from '../../lib/errors';
import { loadWebBuild, stylesheetsOf } from '../../lib/web-build';
import type { Dependencies } from '../../platform/dependencies';
import { completeSetup, SETUP_PATH, setupLinkWorks } from './first-start';
import {
  setupDonePage,
  setupFormPage,
  setupNotFoundPage,
  type SetupFormState,
  type Stylesheets,
} from './page';

/** A form's fields, at most this many bytes in all. */
const FORM_BODY_LIMIT = 16 * 1024;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The login page's stylesheets (the web app's routes/login.tsx): in production, from the build the server
 * serves at /assets (web/routes.ts). Development serves the web app through Vite and the API tests serve
 * none: there the page goes without.
 */
async function accountStylesheets(config: Config): Promise<Stylesheets> {
  const build = config.env === 'production' ? await loadWebBuild(config.webBuildDir) : undefined;
  return build ? stylesheetsOf(build, 'routes/login') : [];
}

/**
 * The first-start page (docs/decisions/052-site-structure-and-demo.md): `GET` shows the form while its
 * address works, `POST` (the form, url-encoded) creates the owner's account; an unknown, expired or used
 * address answers 404.
 */
export const setupRoutes: FastifyPluginAsync<Dependencies> = async (app, deps) => {
  const complete = completeSetup(deps);
  const stylesheets = await accountStylesheets(deps.config);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get<{ Params: { token: string } }>(`${SETUP_PATH}/:token`, async (request, reply) => {
    if (!(await setupLinkWorks(deps.database.db, request.params.token))) {
      return html(reply, 404, setupNotFoundPage(stylesheets));
    }
    return html(reply, 200, setupFormPage(stylesheets));
  });

  app.post<{ Params: { token: string } }>(`${SETUP_PATH}/:token`, async (request, reply) => {
    const { token } = request.params;
    if (!(await setupLinkWorks(deps.database.db, token)))
      return html(reply, 404, setupNotFoundPage(stylesheets));
    const body = (request.body ?? {}) as Record<string, unknown>;
    const values = { name: text(body.name), email: text(body.email), noticesEmail: text(body.noticesEmail) };
    const parsed = setupSchema.safeParse({ ...values, password: text(body.password) });
    if (!parsed.success)
      return html(reply, 400, setupFormPage(stylesheets, { values, errors: fieldMessages(parsed.error) }));
    try {
      await complete(token, parsed.data);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 404)
        return html(reply, 404, setupNotFoundPage(stylesheets));
      if (error instanceof HttpError && error.statusCode === 409) {
        const state: SetupFormState = { values, errors: { email: error.message } };
        return html(reply, 409, setupFormPage(stylesheets, state));
      }
      throw error;
    }
    return html(reply, 201, setupDonePage(stylesheets));
  });
};
