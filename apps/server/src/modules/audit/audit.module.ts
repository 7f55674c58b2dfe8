import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { auditRoutes } from './audit.routes.ts';
import { createAuditService, type AuditService } from './audit.service.ts';

export interface AuditModuleDeps {
  db: Database;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
}

/** The append-only log of administrators' acts and automatic flags, and its page for administrators. */
export function createAuditModule(deps: AuditModuleDeps): FeatureModule<AuditService> {
  const service = createAuditService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(auditRoutes, { audit: service, authService: deps.authService });
    },
  };
}
