import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer } from './server-process.ts';

const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-proc-'));
await fs.chmod(dataDir, 0o755);
afterAll(async () => {
  killServers();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('survives a kill -9, refuses a second server on its data, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = await startServer(dataDir, port);
    expect(first.outcome, first.output()).toEqual({ ready: true });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(dataDir, port);
    expect(second.outcome, second.output()).toEqual({ ready: true });
    const models = (await (await fetch(`http://127.0.0.1:${port}/api/carModels`)).json()) as unknown[];
    expect(models.length).toBeGreaterThanOrEqual(6);

    const third = await startServer(dataDir, await freePort());
    expect(third.outcome).toEqual({ ready: false, code: 1 });
    expect(third.output()).toContain(
      `Another Second Gear server (pid ${second.child.pid}) is already using ${dataDir}`,
    );

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await expect(fs.access(path.join(dataDir, 'postgres', 'postmaster.pid'))).rejects.toThrow();
    await expect(fs.access(path.join(dataDir, 'server.pid'))).rejects.toThrow();
  }, 120_000);
});
