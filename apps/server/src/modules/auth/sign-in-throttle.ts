import type { AuthRepo } from './auth.repo.ts';

/** After this many failed password sign-ins for one e-mail within the window, further attempts wait. */
export const signInThrottle = { maxFailures: 5, windowMs: 15 * 60_000 } as const;

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;

export function createSignInThrottle({ repo, clock }: { repo: AuthRepo; clock: () => Date }) {
  const windowStart = () => new Date(clock().getTime() - signInThrottle.windowMs);
  return {
    /** Seconds until the next attempt is allowed, or undefined when it is allowed now. */
    async retryAfterSeconds(email: string): Promise<number | undefined> {
      const { failures, oldest } = await repo.signInFailuresSince(email, windowStart());
      if (failures < signInThrottle.maxFailures || !oldest) return undefined;
      // Refused attempts are not counted, so the lock ends when the oldest failure leaves the window.
      return Math.max(1, Math.ceil((oldest.getTime() + signInThrottle.windowMs - clock().getTime()) / 1000));
    },

    async failed(email: string) {
      await repo.recordSignInFailure(email, clock());
      await repo.forgetSignInFailures(email, windowStart());
    },

    async succeeded(email: string) {
      await repo.forgetSignInFailures(email);
    },
  };
}
