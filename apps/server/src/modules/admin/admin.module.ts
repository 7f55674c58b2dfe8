import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import { adminRoutes } from './admin.routes.ts';
import { createAdminService, type AdminService } from './admin.service.ts';
import type { MailService } from '../mail/mail.service.ts';

export interface AdminModuleDeps {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  bookings: BookingsService;
  reports: ReportsService;
  mail: MailService;
  publicUrl: string;
}

/** Administration: it owns no table and changes rows only through the modules that own them. */
export function createAdminModule(deps: AdminModuleDeps): FeatureModule<AdminService> {
  const service = createAdminService(deps);
  return {
    service,
    routes: async (api) => {
      await api.register(adminRoutes, { admin: service, authService: deps.authService });
    },
  };
}
