import {
  emailChangeConfirmation,
  emailChanged,
  emailChangeRequest,
  emailChangeRequested,
  jwtRequest,
  jwtResponse,
  languageFromHeader,
  type ErrorBody,
  errorResponses,
} from '@second-gear/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { webHeaders } from '../../lib/web-headers.ts';
import { clientAddressHeader, type Auth } from './auth.ts';
import type { AuthService } from './auth.service.ts';
import type { SecurityMails } from './security-mails.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

interface AuthRoutesOptions {
  auth: Auth;
  authService: AuthService;
  throttle: SignInThrottle;
  securityMails: SecurityMails;
  googleConfigured: boolean;
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  const { auth, authService, throttle, securityMails, googleConfigured } = options;

  /**
   * Hands the request to Better Auth and copies its answer back, cookies included; `instead` sends another of its
   * calls on the caller's behalf (same address and origin).
   */
  async function forward(
    request: FastifyRequest,
    reply: FastifyReply,
    instead?: { path: string; body: Record<string, string> },
  ) {
    const headers = webHeaders(request);
    // Better Auth keys its rate limits by this header; only the server may set it.
    headers.set(clientAddressHeader, request.ip);
    const body = instead ? instead.body : request.body;
    const method = instead ? 'POST' : request.method;
    const hasBody = method !== 'GET' && method !== 'HEAD' && body !== undefined;
    if (hasBody) headers.set('content-type', 'application/json');
    const response = await auth.handler(
      new Request(new URL(instead?.path ?? request.url, `http://${request.headers.host ?? 'localhost'}`), {
        method,
        headers,
        body: hasBody ? JSON.stringify(body) : undefined,
      }),
    );
    reply.status(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    return { status: response.status, body: await response.text() };
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const path = request.url.split('?')[0]!.slice('/api/auth'.length);
      if (path === '/sign-in/social' && !googleConfigured) {
        return reply.status(501).send({
          error: 'NOT_CONFIGURED',
          message:
            'Google sign-in is not configured on this server. Please sign in with your e-mail and password.',
        } satisfies ErrorBody);
      }

      const email = emailOf(request.body);
      if (path === '/sign-in/email' && email) {
        const wait = await throttle.retryAfterSeconds(email);
        if (wait !== undefined) {
          request.log.warn({ event: 'sign-in-throttled', email }, 'sign-in refused: too many failures');
          const minutes = Math.ceil(wait / 60);
          return reply
            .status(429)
            .header('retry-after', String(wait))
            .send({
              error: 'TOO_MANY_REQUESTS',
              message: `Too many failed sign-ins for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
            } satisfies ErrorBody);
        }
      }

      // A changed password ends every other session (and so their access tokens), whatever the page asked.
      if (path === '/change-password' && request.body && typeof request.body === 'object') {
        (request.body as Record<string, unknown>).revokeOtherSessions = true;
      }

      // Known before the token is used up: a new password signs its owner in.
      const resetToken =
        path === '/reset-password' ? (request.body as { token?: unknown })?.token : undefined;
      const resetEmail =
        typeof resetToken === 'string' ? await authService.emailOfResetToken(resetToken) : undefined;

      const { status, body } =
        path === '/request-password-reset'
          ? await securityMails.answerResetRequest(email, () => forward(request, reply))
          : await forward(request, reply);

      if (path === '/reset-password' && status === 200 && resetEmail) {
        request.log.info({ event: 'password-reset' }, 'password reset; every other session ended');
        const password = (request.body as { newPassword: string }).newPassword;
        const signedIn = await forward(request, reply, {
          path: '/api/auth/sign-in/email',
          body: { email: resetEmail, password },
        });
        if (signedIn.status === 200) await throttle.succeeded(resetEmail);
        reply.status(status);
        return reply.send(body);
      }

      if (path === '/sign-in/email' && email) {
        if (status === 200) {
          await throttle.succeeded(email);
          request.log.info({ event: 'sign-in', email }, 'signed in');
        } else if (status === 401) {
          await throttle.failed(email);
          request.log.warn({ event: 'sign-in-failed', email }, 'sign-in failed');
        }
      } else if (path === '/sign-up/email' && status === 200) {
        request.log.info({ event: 'sign-up', email }, 'signed up');
        // Before the account exists: in the language of the page that signed up.
        if (email)
          await securityMails.inLanguage(languageFromHeader(request.headers['accept-language']), () =>
            authService.sendVerificationEmail(email),
          );
      } else if (path === '/change-password' && status === 200) {
        request.log.info({ event: 'password-changed' }, 'password changed; every other session ended');
        const changed = JSON.parse(body) as { user?: { email?: string; name?: string } };
        if (changed.user?.email)
          await authService.passwordChanged(changed.user.email, changed.user.name ?? '');
      } else if (path === '/sign-out') {
        request.log.info({ event: 'sign-out' }, 'signed out');
      } else if (path.startsWith('/callback/') && status < 400) {
        request.log.info(
          { event: 'sign-in', provider: path.slice('/callback/'.length) },
          'signed in with a provider',
        );
      }
      return reply.send(body);
    },
  });

  app.post(
    '/jwt',
    {
      schema: {
        tags: ['accounts'],
        summary: 'A short-lived access token for the signed-in user (session cookie required)',
        body: jwtRequest,
        response: { 200: jwtResponse, ...errorResponses(403) },
      },
    },
    async (request) => ({
      token: await authService.issueAccessToken(webHeaders(request), request.body.email),
    }),
  );

  app.post(
    '/account/email-change',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Asks to sign in with another address: a one-time link goes to it (access token required)',
        body: emailChangeRequest,
        response: { 202: emailChangeRequested },
      },
    },
    async (request, reply) => {
      const caller = await authService.bearerPrincipal(webHeaders(request));
      await authService.requestEmailChange(caller, request.body.newEmail);
      request.log.info({ event: 'email-change-requested' }, 'e-mail change asked for');
      return reply.status(202).send({
        message: `If ${request.body.newEmail.toLowerCase()} can be used, a link is on its way to it. Follow it within an hour to change your address.`,
      });
    },
  );

  app.post(
    '/account/email-change/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: "Follows the new address's link: the address changes, and every session ends",
        body: emailChangeConfirmation,
        response: { 200: emailChanged },
      },
    },
    async (request) => {
      const email = await authService.confirmEmailChange(request.body.token);
      request.log.info({ event: 'email-changed' }, 'e-mail address changed; every session ended');
      return { email };
    },
  );
};
