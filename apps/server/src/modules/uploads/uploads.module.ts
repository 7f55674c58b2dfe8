import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { PhotoStorage } from './photo-storage.ts';
import { createUploadsRepo } from './uploads.repo.ts';
import { uploadsRoutes } from './uploads.routes.ts';
import { createUploadsService, type UploadsService } from './uploads.service.ts';

export interface UploadsModuleDeps {
  db: Database;
  photos: PhotoStorage;
  clock: () => Date;
  accounts: AccountsService;
  authService: AuthService;
  /**
   * Sweep expired uploads every minute while the app runs, and hash photos stored before hashes were kept (tests do
   * both by hand).
   */
  sweep: boolean;
}

const sweepEveryMs = 60_000;

/** Sellers' photo uploads, and the sweep that deletes the ones no listing took (or whose listing is gone). */
export function createUploadsModule(deps: UploadsModuleDeps): FeatureModule<UploadsService> {
  const service = createUploadsService({
    repo: createUploadsRepo(deps.db),
    storage: deps.photos,
    clock: deps.clock,
  });
  return {
    service,
    routes: async (api) => {
      await api.register(uploadsRoutes, {
        uploads: service,
        authService: deps.authService,
        accounts: deps.accounts,
      });
      if (!deps.sweep) return;
      // Every instance sweeps; deletes are idempotent.
      let sweeper: NodeJS.Timeout | undefined;
      let closing = false;
      let hashing: Promise<void> | undefined;
      api.addHook('onReady', async () => {
        // In the background: the start does not wait for old photos. Instances racing hash a photo twice, alike.
        hashing = service
          .hashOldPhotos(() => closing)
          .then((hashed) => {
            if (hashed > 0) api.log.info({ hashed }, 'hashed photos stored before hashes were kept');
          })
          .catch((error: unknown) => api.log.error({ err: error }, 'hashing old photos failed'));
        sweeper = setInterval(() => {
          service
            .sweep()
            .catch((error: unknown) => api.log.error({ err: error }, 'sweeping unneeded uploads failed'));
        }, sweepEveryMs);
        sweeper.unref();
      });
      api.addHook('onClose', async () => {
        closing = true;
        clearInterval(sweeper);
        await hashing;
      });
    },
  };
}
