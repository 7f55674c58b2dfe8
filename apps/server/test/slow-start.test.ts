import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

// Fastify's default gives each start-up hook ten seconds; on a machine with a load of 20 a step took longer.
const slowStepMs = 10_500;

describe('a slow start', () => {
  it('waits for a start-up step that takes longer than ten seconds instead of failing', async () => {
    let stepDone = false;
    const { app } = await buildTestApp({
      beforeReady: (built) =>
        built.addHook('onReady', async () => {
          await new Promise((resolve) => setTimeout(resolve, slowStepMs));
          stepDone = true;
        }),
    });
    expect(stepDone).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  }, 60_000);
});
