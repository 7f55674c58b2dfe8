import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordServer } from './leftovers.ts';

const serverEntry = fileURLToPath(new URL('../../apps/server/src/server.ts', import.meta.url));

export interface StartedServer {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 answer for `/`. */
  firstPageMs: number;
  stop(): Promise<void>;
}

/**
 * Starts the production server as `npm start` does and times it to its first served page. Its log is appended to
 * `server.log` in its DATA_DIR. `env` adds settings (a
 * `DATABASE_URL` makes a second instance on another server's database).
 */
export async function startServer(options: {
  dataDir: string;
  port: number;
  env?: Record<string, string>;
}): Promise<StartedServer> {
  // The default configuration, request logs included, as people run it.
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: options.dataDir, PORT: String(options.port) };
  delete env.DATABASE_URL;
  delete env.LOG_LEVEL;
  Object.assign(env, options.env);
  const started = performance.now();
  // Its log goes to a file, as in a deployment (a terminal would measure the terminal).
  const logFile = openSync(path.join(options.dataDir, 'server.log'), 'a');
  const child = spawn(process.execPath, [serverEntry], { env, stdio: ['ignore', logFile, 'inherit'] });
  closeSync(logFile);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await recordServer(options.dataDir, child.pid!);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${options.port}/`)
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const server = {
    child,
    firstPageMs: performance.now() - started,
    async stop() {
      running.delete(server);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(server);
  return server;
}

const running = new Set<StartedServer>();

/** Stops the servers still running (a benchmark that failed half-way), the last started first. */
export async function stopAllServers(): Promise<void> {
  for (const server of [...running].reverse()) await server.stop();
}

/** Resident memory of a process in MiB, from /proc. */
export function residentMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
  return kib / 1024;
}
