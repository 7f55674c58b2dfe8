import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { ForbiddenError } from '../lib/errors.ts';
import type { PaymentProvider } from '@second-gear/contract';

export interface SecurityHeaderOptions {
  /** The origin users reach the server at: https turns on HSTS. */
  publicUrl: string;
  /** Stripe.js needs its own script, frame and API origins; the sandbox needs none. */
  paymentProvider: PaymentProvider['kind'];
  /** Hashes of the scripts the web app's documents carry inline (`'sha256-…'`). */
  inlineScripts?: readonly string[];
}

/** A header's name and value, as every answer carries it. */
export type SecurityHeaders = readonly (readonly [string, string])[];

/** What the probe's own answer carries besides the security headers. */
const probeAnswerHeaders = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sets with these options. It builds them again on every request (a sixth of the CPU of a
 * cached catalogue answer); they never change, so a probe instance answers once and its headers are kept.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<SecurityHeaders> {
  const probe = Fastify();
  await probe.register(fastifyHelmet, options);
  probe.get('/', () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(answer.headers)
    .filter(([name]) => !probeAnswerHeaders.has(name))
    .map(([name, value]) => [name, String(value)] as const);
}

/**
 * For the files e-mails show (photos, the mail logo): mail programs and web mail load them from their own origin, which
 * the `same-origin` resource policy every other answer carries would refuse. The rest of the app keeps it.
 */
export function loadableFromOtherSites(reply: FastifyReply): FastifyReply {
  return reply.header('cross-origin-resource-policy', 'cross-origin');
}

/**
 * The content security policy and other security headers every answer carries, those the router sends before any route
 * runs included.
 */
export async function securityHeaderValues(options: SecurityHeaderOptions): Promise<SecurityHeaders> {
  // Stripe.js loads from Stripe and draws the card field in its own frames (only when Stripe itself is configured).
  const stripe =
    options.paymentProvider === 'stripe'
      ? {
          scripts: ['https://js.stripe.com'],
          frames: ['https://js.stripe.com', 'https://hooks.stripe.com'],
          connections: ['https://api.stripe.com'],
        }
      : { scripts: [], frames: [], connections: [] };
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(options.inlineScripts ?? []), ...stripe.scripts],
        frameSrc: stripe.frames.length > 0 ? stripe.frames : ["'none'"],
        // React and Swiper set element styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...stripe.connections],
        // The service worker (/sw.js) and the web app manifest, from this site only.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    // Served over https, browsers are told to never use plain http here again.
    strictTransportSecurity: options.publicUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

/** The security headers on every answer, and no changing request from other sites. */
export const securityHeaders = fastifyPlugin<{
  headers: SecurityHeaders;
  /** Origins whose pages may send changing requests (browsers name the sending page's origin). */
  trustedOrigins: readonly string[];
}>(
  async (app, { headers, ...options }) => {
    // Browsers name the page that sends a cross-origin request: no other site may change anything here.
    const origins = new Set(options.trustedOrigins);
    // One callback hook for both, on every request: no promise of its own.
    app.addHook('onRequest', (request, reply, done) => {
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      const origin = request.headers.origin;
      if (request.method !== 'GET' && request.method !== 'HEAD' && origin && !origins.has(origin)) {
        done(new ForbiddenError('Requests from other sites are not accepted.'));
      } else done();
    });
  },
  { name: 'security-headers' },
);
