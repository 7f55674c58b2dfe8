import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-proc-'));
await fs.chmod(dataDir, 0o755);
const running = new Set<ChildProcess>();

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node src/server.ts` as `npm start` does, and resolves once it serves or exits. */
async function startServer(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO_DATA: 'off',
    HOST: '127.0.0.1',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('exit', () => running.delete(child));
  const outcome = await Promise.race([
    exited.then((code) => ({ ready: false, code })),
    new Promise<{ ready: true }>((resolve) => {
      const check = () =>
        output.includes('Second Gear is ready') ? resolve({ ready: true }) : setTimeout(check, 50);
      check();
    }),
  ]);
  return { child, outcome, exited, output: () => output };
}

afterAll(async () => {
  for (const child of running) child.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it('survives a kill -9, refuses a second server on its data, and shuts down cleanly', async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.outcome, first.output()).toEqual({ ready: true });
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;

    const second = await startServer(port);
    expect(second.outcome, second.output()).toEqual({ ready: true });
    const models = (await (await fetch(`http://127.0.0.1:${port}/api/carModels`)).json()) as unknown[];
    expect(models.length).toBeGreaterThanOrEqual(6);

    const third = await startServer(await freePort());
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
