import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createAuth, type AuthOptions } from './auth.ts';
import { createAuthRepo } from './auth.repo.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService, type AuthService } from './auth.service.ts';
import { createSecurityMails } from './security-mails.ts';
import { createSignInThrottle } from './sign-in-throttle.ts';

export interface AuthModuleDeps extends AuthOptions {
  db: Database;
  clock: () => Date;
}

/** Sign-up, sign-in (password and Google), sessions and the access tokens every other module checks callers with. */
export function createAuthModule(deps: AuthModuleDeps): FeatureModule<AuthService> {
  const securityMails = createSecurityMails(deps);
  const auth = createAuth({ ...deps, securityMails });
  const repo = createAuthRepo(deps.db);
  const service = createAuthService({
    db: deps.db,
    mail: deps.mail,
    publicUrl: deps.publicUrl,
    auth,
    repo,
    tokens: createAccessTokens(deps.secret, deps.clock),
    clock: deps.clock,
  });
  const throttle = createSignInThrottle({ repo, clock: deps.clock });
  return {
    service,
    routes: async (api) => {
      await api.register(authRoutes, {
        auth,
        authService: service,
        throttle,
        securityMails,
        googleConfigured: Boolean(deps.google),
      });
    },
  };
}
