import { jwtVerify, SignJWT, errors } from 'jose';

/** Access tokens are short-lived: the web app renews them from its sign-in session without the user noticing. */
export const accessTokenSeconds = 15 * 60;

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  email: string;
}

export type TokenProblem = 'expired' | 'invalid';

/** Tokens whose signature this process has checked, kept so a client's next requests cost no HMAC: at most this many. */
const maxKeptTokens = 10_000;

export function createAccessTokens(secret: string, clock: () => Date = () => new Date()) {
  // A separate key from the session cookies': a leaked token signing key does not forge sessions.
  const key = new TextEncoder().encode(`access-token:${secret}`);
  // Keyed by the whole token: only the exact bytes that passed the check match. Each keeps its expiry, in seconds.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAt: number }>();
  return {
    async issue(claims: AccessTokenClaims): Promise<string> {
      const now = Math.floor(clock().getTime() / 1000);
      return new SignJWT({ sid: claims.sessionId, email: claims.email })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.userId)
        .setIssuedAt(now)
        .setExpirationTime(now + accessTokenSeconds)
        .sign(key);
    },

    async verify(token: string): Promise<AccessTokenClaims | TokenProblem> {
      const kept = verified.get(token);
      if (kept) return Math.floor(clock().getTime() / 1000) < kept.expiresAt ? kept.claims : 'expired';
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: clock() });
        if (
          typeof payload.sub !== 'string' ||
          typeof payload.sid !== 'string' ||
          typeof payload.email !== 'string' ||
          typeof payload.exp !== 'number'
        ) {
          return 'invalid';
        }
        const claims = { userId: payload.sub, sessionId: payload.sid, email: payload.email };
        // The oldest goes first: it expires first.
        if (verified.size >= maxKeptTokens) verified.delete(verified.keys().next().value!);
        verified.set(token, { claims, expiresAt: payload.exp });
        return claims;
      } catch (error) {
        return error instanceof errors.JWTExpired ? 'expired' : 'invalid';
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
