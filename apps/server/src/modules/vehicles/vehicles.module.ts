import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { vehiclesRoutes } from './vehicles.routes.ts';
import { createVehiclesService, type VehiclesService } from './vehicles.service.ts';
import { startupStep } from '../../lib/startup-step.ts';

export interface VehiclesModuleDeps {
  /** Where the vPIC data is unpacked on first start (and read from on later ones). */
  vehicleDataDir: string;
  accounts: AccountsService;
  authService: AuthService;
}

/** Makes and models, VIN decoding and ZIP codes: reference data read offline, no table of ours. */
export function createVehiclesModule(deps: VehiclesModuleDeps): FeatureModule<VehiclesService> {
  const service = createVehiclesService({ dataDir: deps.vehicleDataDir });
  return {
    service,
    routes: async (api) => {
      api.addHook('onReady', () => startupStep(api.log, 'the vehicle data', () => service.open()));
      api.addHook('onClose', async () => service.close());
      await api.register(vehiclesRoutes, {
        vehicles: service,
        authService: deps.authService,
        accounts: deps.accounts,
      });
    },
  };
}
