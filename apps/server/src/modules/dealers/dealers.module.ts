import type { Database, Executor } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createDealersRepo } from './dealers.repo.ts';
import { dealersRoutes } from './dealers.routes.ts';
import { createDealersService, type DealersService } from './dealers.service.ts';

export interface DealersModuleDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  accounts: AccountsService;
  authService: AuthService;
  mail: MailService;
  vehicles: VehiclesService;
  uploads: UploadsService;
  /** A dealership's usual reply time in minutes, or null: the shared inbox's figure. */
  replyTimeOf: (dealerId: string) => Promise<number | null>;
  onRenamed: (tx: Executor, dealerId: string) => Promise<void>;
}

/** Dealerships: their staff and roles, invitations, and the storefront's header. */
export function createDealersModule(deps: DealersModuleDeps): FeatureModule<DealersService> {
  const service = createDealersService({ ...deps, repo: createDealersRepo(deps.db) });
  return {
    service,
    routes: async (api) => {
      await api.register(dealersRoutes, { dealers: service, authService: deps.authService });
    },
  };
}
