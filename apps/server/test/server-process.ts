import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const running = new Set<ChildProcess>();
const startTimeoutMs = 90_000;
/**
 * Node keeps the compiled modules of the processes the tests start on disk: the tests start a server two dozen times,
 * and every start after the first skips compiling the same few thousand modules again.
 */
export const compileCacheDir = path.join(os.tmpdir(), 'second-gear-compile-cache');

/** Kills every server a test started and has not stopped. */
export function killServers() {
  for (const child of running) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node src/server.ts` as `npm start` does, on the embedded PostgreSQL, and resolves once it serves or exits. */
export async function startServer(dataDir: string, port: number, env: NodeJS.ProcessEnv = {}) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    DEMO_DATA: 'off',
    HOST: '127.0.0.1',
    NODE_COMPILE_CACHE: compileCacheDir,
    ...env,
  };
  delete childEnv.DATABASE_URL;
  return startProcess(serverEntry, childEnv, 'Second Gear is ready', port);
}

/**
 * Starts a TypeScript entry point in a Node process of its own (one a test can SIGKILL), and resolves once its output
 * says `readyText` or it exits. `port` is where it serves.
 */
export async function startProcess(entry: string, env: NodeJS.ProcessEnv, readyText: string, port: number) {
  const child = spawn(process.execPath, [entry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.on('exit', () => running.delete(child));
  let waited = 0;
  const outcome = await Promise.race([
    exited.then((code) => ({ ready: false, code })),
    new Promise<{ ready: true }>((resolve, reject) => {
      const check = () => {
        if (output.includes(readyText)) return resolve({ ready: true });
        waited += 50;
        if (waited > startTimeoutMs)
          return reject(new Error(`the process did not start in time:\n${output}`));
        setTimeout(check, 50);
      };
      check();
    }),
  ]);
  return { child, outcome, exited, output: () => output, url: `http://127.0.0.1:${port}` };
}
