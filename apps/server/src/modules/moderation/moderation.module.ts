import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { moderationRoutes } from './moderation.routes.ts';
import { createModerationService, type ModerationService } from './moderation.service.ts';

export type ModerationModuleDeps = Parameters<typeof createModerationService>[0] & {
  authService: AuthService;
};

/**
 * The moderation queue (it owns `moderation_items`): fed by `flag` (flag.ts), which app.ts builds first and hands the
 * modules that flag things; worked through by administrators here.
 */
export function createModerationModule(deps: ModerationModuleDeps): FeatureModule<ModerationService> {
  const service = createModerationService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(moderationRoutes, { moderation: service, authService: deps.authService });
    },
  };
}
