import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // A worker runs file after file instead of a fresh one per file: every file imports the whole server, and loading
    // it again for each of 110 files was over half of a file's time. Nothing of a test's lives at module level: each
    // file builds its own app, database and stand-ins and closes them in its own afterAll.
    isolate: false,
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, which left the cores
    // 40 % idle while files waited on PostgreSQL, on servers they started, or on timers. Two files at a time; three
    // overloaded a busy machine until the crash rounds ran out of time. Both projects share one pool, so the web
    // project names the same number.
    maxWorkers: 2,
    testTimeout: 30_000,
    // A file's setup (its database, a server, signed-up people) took over 60 s beside the crash and fuzz files.
    hookTimeout: 120_000,
  },
});
