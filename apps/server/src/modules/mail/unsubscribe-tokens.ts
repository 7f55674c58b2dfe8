import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a one-click unsubscribe link: the address and kind, signed with the server's secret, so a link works
 * without signing in and cannot be made for someone else's address.
 */
export function createUnsubscribeTokens(secret: string) {
  const sign = (email: string, kind: string) =>
    createHmac('sha256', secret).update(`unsubscribe\n${email}\n${kind}`).digest('base64url');
  return {
    issue: (email: string, kind: string) =>
      `${Buffer.from(email).toString('base64url')}.${kind}.${sign(email, kind)}`,

    /** The address and kind of a genuine token, or undefined. */
    verify(token: string): { email: string; kind: string } | undefined {
      const [encodedEmail, kind, signature] = token.split('.');
      if (!encodedEmail || !kind || !signature) return undefined;
      const email = Buffer.from(encodedEmail, 'base64url').toString();
      const expected = Buffer.from(sign(email, kind));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected)
        ? { email, kind }
        : undefined;
    },
  };
}
