import type { Database } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import { createSitemapRepo } from './sitemap.repo.ts';
import { sitemapRoutes } from './sitemap.routes.ts';
import { createSitemapService, type SitemapService } from './sitemap.service.ts';

export interface SitemapModuleDeps {
  db: Database;
  publicUrl: string;
  /** Addresses in one sitemap file (the protocol's 50,000 unless given): beyond them, an index of parts. */
  partSize: number;
}

/** What search engines read to find the public pages: /sitemap.xml and /robots.txt, mounted at the site's root. */
export function createSitemapModule(deps: SitemapModuleDeps): FeatureModule<SitemapService> {
  const origin = new URL(deps.publicUrl).origin;
  const service = createSitemapService({ repo: createSitemapRepo(deps.db), origin, partSize: deps.partSize });
  return {
    service,
    routes: async (app) => {
      await app.register(sitemapRoutes, { sitemap: service, origin });
    },
  };
}
