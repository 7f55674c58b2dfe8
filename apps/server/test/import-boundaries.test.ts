import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, judging imports as they would be written in each place.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function refusal(
  file: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<string | undefined> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages.find((message) => message.ruleId === rule)?.message;
}

/** The web app's layers: app → features → entities → components and lib. */
const layerRefusal = (file: string, code: string) =>
  refusal(`apps/web/src/${file}`, `${code}\nexport {};\n`, 'import-x/no-restricted-paths');

describe('import boundaries', () => {
  it.each([
    ['apps/web/src/probe.ts', "import { buildApp } from '../../server/src/app.ts';"],
    ['apps/web/scripts/probe.ts', "import { seedDatabase } from '../../server/src/seed/seed.ts';"],
    ['apps/web/src/probe.ts', "import { buildApp } from '@second-gear/server/src/app.ts';"],
    ['apps/server/src/probe.ts', "import { router } from '../../web/src/app/router.tsx';"],
    ['packages/artwork/src/probe.ts', "import { buildApp } from '../../../apps/server/src/app.ts';"],
  ])('refuses an import from %s into the other app: %s', async (file, code) => {
    expect(await refusal(file, `${code}\nexport {};\n`)).toMatch(/apps stand apart/);
  });

  it("refuses another module's repo in a module, and allows its service and its table", async () => {
    const file = 'apps/server/src/modules/bookings/probe.ts';
    expect(
      await refusal(file, "import { createCarsRepo } from '../cars/cars.repo.ts';\nexport {};\n"),
    ).toMatch(/service/);
    expect(
      await refusal(file, "import type { CarsService } from '../cars/cars.service.ts';\nexport {};\n"),
    ).toBe(undefined);
    expect(await refusal(file, "import { cars } from '../cars/cars.table.ts';\nexport {};\n")).toBe(
      undefined,
    );
    expect(
      await refusal(file, "import { createBookingsRepo } from './bookings.repo.ts';\nexport {};\n"),
    ).toBe(undefined);
  });

  it.each([
    [
      'features/search/components/probe.tsx',
      "import { FavoriteButton } from '../../favorites/components/favorite-button';",
      /feature keeps to itself/,
    ],
    [
      'features/car-page/probe.ts',
      "import { reportCar } from '../buying/api/report-car';",
      /feature keeps to itself/,
    ],
    [
      'features/dashboard/components/probe.tsx',
      "import { useConversations } from '../../../features/messages/api/conversations';",
      /feature keeps to itself/,
    ],
    [
      'entities/car/probe.ts',
      "import { useFavorites } from '../../features/favorites/api/favorites';",
      /never imports one/,
    ],
    [
      'entities/session/api/probe.ts',
      "import { carPageWidgets } from '../../../app/routes/car';",
      /Only the app imports/,
    ],
    ['features/buying/probe.ts', "import { Header } from '../../app/layout/header';", /Only the app imports/],
    [
      'components/layout/probe.tsx',
      "import { useAuth } from '../../entities/session/auth-context';",
      /below every feature and entity/,
    ],
    [
      'lib/probe.ts',
      "import { signOut } from '../features/auth/api/sign-out';",
      /below every feature and entity/,
    ],
  ])('refuses, in apps/web/src/%s, %s', async (file, code, message) => {
    const refused = await layerRefusal(file, code);
    expect(refused).toMatch(message);
    expect(refused).toMatch(/CONTRIBUTING\.md, habit 15/);
  });

  it.each([
    [
      'app/routes/probe.tsx',
      "import { FavoriteButton } from '../../features/favorites/components/favorite-button';",
    ],
    ['features/search/components/probe.tsx', "import { SearchCarCard } from './search-car-card';"],
    [
      'features/favorites/components/probe.tsx',
      "import { useAuth } from '../../../entities/session/auth-context';",
    ],
    ['entities/account/api/probe.ts', "import { useAuth } from '../../session/auth-context';"],
    ['entities/car/probe.ts', "import { formatPrice } from '../../lib/format';"],
    ['components/ui/probe.tsx', "import { formatPrice } from '../../lib/format';"],
  ])('allows, in apps/web/src/%s, %s', async (file, code) => {
    expect(await layerRefusal(file, code)).toBe(undefined);
  });
});
