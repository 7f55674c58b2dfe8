import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint configuration, judging imports as they would be written in each place.
const root = fileURLToPath(new URL('../../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function refusal(file: string, code: string): Promise<string | undefined> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages.find((message) => message.ruleId === 'no-restricted-imports')?.message;
}

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
});
