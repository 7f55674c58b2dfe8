import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { passwordRules } from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createAuthRepo } from './auth.repo.ts';
import { verificationMail } from './auth-mails.ts';
import type { SecurityMails } from './security-mails.ts';
import { identities, rateLimits, sessions, users, verifications } from './auth.table.ts';

/** Where Google sign-in goes: Google itself, or any OpenID provider that stands in for it (tests, staging). */
export type GoogleSignIn =
  | { kind: 'google'; clientId: string; clientSecret: string }
  | { kind: 'openid'; discoveryUrl: string; clientId: string; clientSecret: string };

export interface AuthOptions {
  db: Database;
  secret: string;
  /** The origin users reach the server at: cookies, redirects and the CSRF origin check follow it. */
  publicUrl: string;
  google?: GoogleSignIn;
  /** Password sign-ins and sign-ups allowed per client address and minute. */
  signInRateLimit: number;
  log: Logger;
  /** Verification and reset e-mails go through the outbox like every other e-mail. */
  mail: MailService;
}

/** The header the server sets with the caller's address (as Fastify judged it); a client's own copy is dropped. */
export const clientAddressHeader = 'x-second-gear-client-address';

/** The public origin; on a loopback address, the same port under its other loopback names too. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const loopback = ['localhost', '127.0.0.1', '[::1]'];
  if (!loopback.includes(url.hostname)) return [url.origin];
  return loopback.map((host) => `${url.protocol}//${host}${url.port ? `:${url.port}` : ''}`);
}

export function createAuth({
  db,
  secret,
  publicUrl,
  google,
  signInRateLimit,
  log,
  securityMails,
}: AuthOptions & { securityMails: SecurityMails }) {
  return betterAuth({
    appName: 'Second Gear',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      // A sign-up writes the user and its password together, or neither (a crash between them left users who could
      // never sign in nor sign up again).
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: identities,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    user: {
      // Read by the session hook above; never sent to a browser and never set through Better Auth.
      additionalFields: { suspendedAt: { type: 'date', required: false, input: false, returned: false } },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: passwordRules.min,
      maxPasswordLength: passwordRules.max,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // A new password ends every session, so every access token too (Better Auth's default keeps them).
      revokeSessionsOnPasswordReset: true,
      // Written before the answer; an address with no account gets the same write (see security-mails.ts).
      sendResetPassword: ({ user, token }) => securityMails.passwordReset(user, token),
    },
    emailVerification: {
      // Sent by our sign-up route once the account is committed: inside Better Auth's sign-up transaction the outbox
      // write would need a second connection while the first is held, and parallel sign-ups would drain the pool.
      sendOnSignUp: false,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await securityMails.sendLimited(
          verificationMail({ to: user.email, name: user.name, token, publicUrl }),
        );
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    socialProviders:
      google?.kind === 'google'
        ? {
            google: {
              clientId: google.clientId,
              clientSecret: google.clientSecret,
              prompt: 'select_account',
            },
          }
        : {},
    plugins:
      google?.kind === 'openid'
        ? [
            genericOAuth({
              config: [
                {
                  providerId: 'google',
                  name: 'Google',
                  discoveryUrl: google.discoveryUrl,
                  requireIdTokenVerification: true,
                  clientId: google.clientId,
                  clientSecret: google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : [],
    account: {
      // Google joins an existing account only when Google vouches for the address (`email_verified`); no provider
      // is trusted beyond what it vouches for.
      accountLinking: { enabled: true, trustedProviders: [], requireLocalEmailVerified: false },
    },
    databaseHooks: {
      session: {
        create: {
          // A suspended account signs in nowhere: by password, by Google, or by a verification link.
          // Read through Better Auth's adapter, which joins the sign-up's transaction: a second connection taken
          // while that transaction holds one would drain the pool under parallel sign-ups.
          before: async (session, context) => {
            const suspended = context
              ? Boolean(
                  (
                    (await context.context.internalAdapter.findUserById(session.userId)) as {
                      suspendedAt?: Date | null;
                    } | null
                  )?.suspendedAt,
                )
              : await createAuthRepo(db).isSuspended(session.userId);
            if (suspended) {
              throw new APIError('FORBIDDEN', {
                code: 'ACCOUNT_SUSPENDED',
                message: 'This account is suspended. Reply to the e-mail that told you why to appeal.',
              });
            }
          },
        },
      },
      account: {
        create: {
          // An account whose address was never proved may have been registered by someone else first, waiting for the
          // owner to sign in with Google (pre-account hijack): the owner gets the account, that password and its
          // sessions end. Refusing the link instead would lock the owner out of their own address.
          before: async (account, context) => {
            if (account.providerId === 'credential') return;
            // A first sign-in creates its person and this account in one transaction: read through the adapter, which
            // joins it, so that a person just made (who has no password) needs no second connection.
            if (context) {
              const adapter = context.context.internalAdapter;
              const user = await adapter.findUserById(account.userId);
              if (!user || user.emailVerified) return;
              const identities = await adapter.findAccounts(account.userId);
              if (!identities.some((identity) => identity.providerId === 'credential')) return;
            }
            if (await createAuthRepo(db).endUnprovenPassword(account.userId)) {
              log.warn(
                { event: 'unproved-password-ended' },
                'a password set before the address was proved ended',
              );
            }
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      // Per address; the per-account throttle of failed sign-ins is ours (sign-in-throttle.ts).
      customRules: {
        '/sign-in/email': { window: 60, max: signInRateLimit },
        '/sign-up/email': { window: 60, max: signInRateLimit },
        '/sign-in/social': { window: 60, max: signInRateLimit },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 5 },
        '/change-password': { window: 60, max: 5 },
        // Every page load reads the session; many people behind one office address must not look signed out.
        '/get-session': false,
      },
    },
    advanced: {
      useSecureCookies: publicUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: [clientAddressHeader] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    logger: {
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
