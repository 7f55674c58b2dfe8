import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    // A file's setup (its database, a server, signed-up people) took over 60 s beside the crash and fuzz files.
    hookTimeout: 120_000,
  },
});
