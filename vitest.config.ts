import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes (they fuzz every route, or start and kill real servers), longest first. Vitest starts
 * the files whose last run took longest first, but a clean clone (CI) has no last run and it falls back to the largest
 * files: these then started midway and the run ended waiting on one of them alone.
 */
const longFiles = [
  'apps/server/test/crash-safety.test.ts',
  'apps/server/test/outbox-crash.test.ts',
  'apps/server/test/fuzz-shard-1.test.ts',
  'apps/server/test/fuzz-shard-2.test.ts',
  'apps/server/test/transfer-crash.test.ts',
  'apps/server/test/access-policy.test.ts',
  'apps/server/src/modules/payments/one-sale.test.ts',
  'apps/server/test/server-process.test.ts',
  'apps/server/src/seed/seed.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const index = longFiles.findIndex((file) => spec.moduleId.endsWith(file));
      return index === -1 ? longFiles.length : index;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    projects: ['apps/server', 'apps/web'],
    sequence: { sequencer: LongFilesFirst },
  },
});
