import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import helmet from 'helmet';
import { SIMULATOR_PREFIX } from '../integrations/payments/simulator/prefix';

declare module 'fastify' {
  interface FastifyReply {
    /** Per-response nonce that lets the server-rendered page run its own inline scripts. */
    scriptNonce: string;
  }
  interface FastifyInstance {
    /**
     * Sets the security headers on a reply that never ran the request hooks: Fastify's answer to a URL its
     * router cannot read (`frameworkErrors`). Every other reply gets them from the hooks.
     */
    secureFrameworkReply(reply: FastifyReply): void;
  }
}

type ResponseWithNonce = ServerResponse & { cspNonce?: string };

/**
 * Third-party frames: YouTube (the home video; modules' videos too) and Vimeo (modules' videos), each loaded only
 * when a visitor or a student plays it.
 */
const VIDEO_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/**
 * What pages may use of the browser: nothing of the camera, microphone, location, payments or devices; the
 * video players (our page and the two embeds, whose frames ask for these in their `allow`) keep autoplay,
 * fullscreen, picture-in-picture and protected media, and YouTube its motion sensors.
 */
const quoted = (origins: string[]) => origins.map((origin) => `"${origin}"`).join(' ');
const PERMISSIONS_POLICY = [
  ...['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture'].map(
    (feature) => `${feature}=(self ${quoted(VIDEO_ORIGINS)})`,
  ),
  ...['accelerometer', 'gyroscope'].map((feature) => `${feature}=(${quoted(VIDEO_ORIGINS.slice(0, 1))})`),
  ...[
    'camera',
    'microphone',
    'geolocation',
    'payment',
    'usb',
    'serial',
    'bluetooth',
    'hid',
    'midi',
    'magnetometer',
    'display-capture',
    'xr-spatial-tracking',
    'browsing-topics',
  ].map((feature) => `${feature}=()`),
].join(', ');
/** A year, as helmet sent it; only over HTTPS (RFC 6797 §7.2: a browser ignores it over plain HTTP anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';
/** A module's audio or video file may live on any HTTPS host the owner uses (its link is hers to set). */
const MEDIA_SOURCES = ["'self'", 'https:'];
/** Google reCAPTCHA's script and frames, allowed only when it is the configured captcha. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];
/**
 * The payment simulator's checkout page posts a plain form that redirects to the site's return URL. Browsers
 * apply form-action to that redirect too, so it may go to any loopback origin (the simulator exists only there),
 * e.g. a site opened at 127.0.0.1 whose PUBLIC_URL says localhost.
 */
const SIMULATOR_FORM_TARGETS = 'http://localhost:* http://127.0.0.1:* http://[::1]:*';

/**
 * Security headers. Scripts run only from our origin or with this response's nonce; styles may be
 * inline because components set style attributes. HSTS only on HTTPS requests, a Permissions-Policy on all.
 */
export const securityHeaders = fp<{ upgradeInsecureRequests: boolean; recaptcha: boolean }>(
  async (app, options) => {
    const setHeaders = helmet({
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as ResponseWithNonce).cspNonce ?? ''}'`,
            ...(options.recaptcha ? RECAPTCHA_SCRIPTS : []),
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'"],
          mediaSrc: MEDIA_SOURCES,
          connectSrc: ["'self'"],
          frameSrc: [...VIDEO_ORIGINS, ...(options.recaptcha ? RECAPTCHA_FRAMES : [])],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: [
            "'self'",
            (req) => (req.url?.startsWith(`${SIMULATOR_PREFIX}/`) ? SIMULATOR_FORM_TARGETS : ''),
          ],
          frameAncestors: ["'none'"],
          ...(options.upgradeInsecureRequests ? { upgradeInsecureRequests: [] } : {}),
        },
      },
    });
    /** A fresh nonce, then the headers (the policy names the nonce), the Permissions-Policy, and HSTS on HTTPS. */
    const secure = (reply: FastifyReply) => {
      const nonce = randomBytes(16).toString('base64');
      reply.scriptNonce = nonce;
      (reply.raw as ResponseWithNonce).cspNonce = nonce;
      setHeaders(reply.request.raw, reply.raw, () => {});
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      // The request's own protocol, or X-Forwarded-Proto when a trusted proxy sent it (TRUST_PROXY).
      if (reply.request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    };
    app.decorateReply('scriptNonce', '');
    app.addHook('onRequest', async (_request, reply) => secure(reply));
    app.decorate('secureFrameworkReply', secure);
  },
);
