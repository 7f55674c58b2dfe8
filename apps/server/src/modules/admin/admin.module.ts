import type { FeatureModule } from '../../lib/feature-module.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminService, type AdminServiceDeps } from './admin.service.ts';

/** Administration owns no table, so its service's dependencies are the whole module's. */
export type AdminModuleDeps = AdminServiceDeps;

/** Administration: it changes rows only through the modules that own them. */
export function createAdminModule(deps: AdminModuleDeps): FeatureModule<AdminService> {
  const service = createAdminService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(adminRoutes, { admin: service, authService: deps.authService });
    },
  };
}
