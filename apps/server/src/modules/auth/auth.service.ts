import type { Database, Executor } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../../lib/errors.ts';
import { said } from '../../lib/error-texts.ts';
import { createVersionedCache } from '../../lib/versioned-cache.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { AccessTokens } from './access-tokens.ts';
import { passwordChangedMail } from './auth-mails.ts';
import type { Auth } from './auth.ts';
import { createAuthRepo, type AuthRepo } from './auth.repo.ts';
import { createEmailChange, type EmailChangeListener } from './email-change.ts';
import { signInStates } from './account-states.ts';

/** Who is calling: a signed-in user, proven by a bearer access token or the sign-in session cookie. */
export interface Principal {
  userId: string;
  email: string;
  name: string;
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: {
  db: Database;
  auth: Auth;
  repo: AuthRepo;
  tokens: AccessTokens;
  clock: () => Date;
  mail: MailService;
  publicUrl: string;
}) {
  const { auth, repo, tokens, clock } = deps;
  // The sessions that access tokens name, kept while no session has ended or changed since they were read
  // (docs/decisions/0018): a token's check costs no statement of its own, and a sign-out still ends it at once.
  const emailChangeListeners: EmailChangeListener[] = [
    (tx, change) => deps.mail.moveAddress(tx, change.from, change.to),
  ];
  const emailChange = createEmailChange({ ...deps, listeners: emailChangeListeners });
  const liveSessions = createVersionedCache(() => repo.signInVersion(), { maxEntries: 10_000 });

  async function fromSession(headers: Headers) {
    return auth.api.getSession({ headers });
  }

  async function fromBearer(authorization: string): Promise<Principal> {
    const token = authorization.slice('bearer '.length).trim();
    const claims = await tokens.verify(token);
    if (claims === 'expired') throw new UnauthorizedError(said('tokenExpired'));
    if (claims === 'invalid') throw new UnauthorizedError(said('tokenInvalid'));
    // The session must still exist: signing out or deleting the account ends every token at once.
    const session = await liveSessions.get(claims.sessionId, async () => {
      const row = await repo.sessionUser(claims.sessionId);
      return row ? { value: row, version: row.signInVersion } : { value: undefined };
    });
    if (!session || session.userId !== claims.userId || session.expiresAt <= clock()) {
      throw new UnauthorizedError(said('sessionEnded'));
    }
    return { userId: session.userId, email: session.email, name: session.name };
  }

  return {
    /** POST /jwt: a short-lived access token for the holder of a sign-in session for that same e-mail. */
    async issueAccessToken(headers: Headers, email: string): Promise<string> {
      const session = await fromSession(headers);
      if (!session) throw new UnauthorizedError('Please sign in to get an access token.');
      if (session.user.email.toLowerCase() !== email) {
        throw new ForbiddenError('An access token can only be issued for your own e-mail address.');
      }
      return tokens.issue({
        userId: session.user.id,
        sessionId: session.session.id,
        email: session.user.email,
      });
    },

    /** The caller, from the bearer token when one is sent, else from the session cookie. */
    async principal(headers: Headers): Promise<Principal> {
      const authorization = headers.get('authorization');
      if (authorization?.toLowerCase().startsWith('bearer ')) return fromBearer(authorization);
      const session = await fromSession(headers);
      if (!session) throw new UnauthorizedError();
      return { userId: session.user.id, email: session.user.email.toLowerCase(), name: session.user.name };
    },

    /**
     * Part of deleting an account: removes its sign-in with every session, so its access tokens fail on the next
     * request.
     */
    removeUser: (tx: Executor, user: { id: string | null; email: string }) =>
      createAuthRepo(tx).deleteUser(user),

    /**
     * An administrator suspends a sign-in (inside the moderation's transaction): every session ends, so its access
     * tokens and cookies are refused on the next request, and no new session can start until it is lifted.
     */
    async suspendUser(tx: Executor, userId: string) {
      const txRepo = createAuthRepo(tx);
      const user = await txRepo.lockSuspension(userId);
      if (!user) throw new NotFoundError('This account has no sign-in.');
      signInStates.apply(
        'suspend',
        user.suspendedAt ? 'suspended' : 'active',
        'This account is already suspended.',
      );
      await txRepo.setSuspended(userId, clock());
      return { endedSessions: await txRepo.endSessions(userId) };
    },

    async unsuspendUser(tx: Executor, userId: string) {
      const txRepo = createAuthRepo(tx);
      const user = await txRepo.lockSuspension(userId);
      if (!user) throw new NotFoundError('This account has no sign-in.');
      signInStates.apply(
        'unsuspend',
        user.suspendedAt ? 'suspended' : 'active',
        'This account is not suspended.',
      );
      await txRepo.setSuspended(userId, null);
    },

    /** The caller proven by a bearer token only: listing and changing calls. */
    async bearerPrincipal(headers: Headers): Promise<Principal> {
      const authorization = headers.get('authorization');
      if (!authorization?.toLowerCase().startsWith('bearer ')) {
        throw new UnauthorizedError('This call needs an access token (Authorization: Bearer ...).');
      }
      return fromBearer(authorization);
    },

    /** A module keeping something by address registers here, while the app is built, to move it along. */
    onEmailChanged(listener: EmailChangeListener) {
      emailChangeListeners.push(listener);
    },

    /** Sends a one-time link to the new address; the same answer whether it is free or taken. */
    requestEmailChange: (caller: Principal, newEmail: string) => emailChange.request(caller, newEmail),

    /** Follows the link: the address changes and every session ends. Returns the new address. */
    confirmEmailChange: (token: string) => emailChange.confirm(token),

    emailOfResetToken: (token: string) => repo.emailOfResetToken(token),

    /** Tells the account's address its password changed: the owner learns of it if it was not them. */
    passwordChanged: (email: string, name: string) =>
      deps.mail.send(deps.db, passwordChangedMail({ to: email, name, publicUrl: deps.publicUrl })),

    /** Puts the verification e-mail of a new (or still unverified) account in the outbox. */
    async sendVerificationEmail(email: string) {
      await auth.api.sendVerificationEmail({ body: { email, callbackURL: '/dashboard' } });
    },

    /** Whether the address was proven (a followed verification link, Google's word, or a demo person). */
    isEmailVerified: (email: string) => repo.isEmailVerified(email.trim().toLowerCase()),
  };
}
