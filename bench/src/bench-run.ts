import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { claimRunDir, removeLeftoversOfKilledRuns, runDirPrefix } from './leftovers.ts';
import { stopAllServers } from './server-process.ts';

/**
 * Starts a benchmark run: removes what killed runs left, makes and claims `folders` data folders of its own, and
 * stops its servers (and so their PostgreSQL) and removes the folders on Ctrl-C or SIGTERM, or when `cleanUp` is
 * called, once.
 */
export async function startBenchRun(
  log: (message: string) => void,
): Promise<{ dataDirs: [string]; cleanUp: () => Promise<void> }>;
export async function startBenchRun(
  log: (message: string) => void,
  folders: 2,
): Promise<{ dataDirs: [string, string]; cleanUp: () => Promise<void> }>;
export async function startBenchRun(
  log: (message: string) => void,
  folders: 1 | 2 = 1,
): Promise<{ dataDirs: string[]; cleanUp: () => Promise<void> }> {
  await removeLeftoversOfKilledRuns(log);
  // Figures are comparable only on a quiet machine: the load at the start is printed with them.
  const [load] = os.loadavg();
  log(
    `load average at the start: ${load!.toFixed(2)} on ${os.availableParallelism()} cores${load! >= 1.5 ? ' (not quiet: 1.5 or more, the figures may be slower than the code)' : ''}`,
  );
  const dataDirs = [await fs.mkdtemp(path.join(os.tmpdir(), runDirPrefix))];
  await fs.chmod(dataDirs[0]!, 0o755);
  if (folders === 2) dataDirs.push(await fs.mkdtemp(path.join(os.tmpdir(), `${runDirPrefix}b-`)));
  for (const dir of dataDirs) await claimRunDir(dir);
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      await stopAllServers();
      for (const dir of dataDirs) await fs.rm(dir, { recursive: true, force: true });
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping the servers and their PostgreSQL`);
      void cleanUp().finally(() => process.exit(128 + (signal === 'SIGINT' ? 2 : 15)));
    });
  }
  return { dataDirs, cleanUp };
}

/** A benchmark's progress line, with the time of day. */
export const benchLog = (message: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);

/** Writes one part's figures, run on its own, to `bench/results/<name>.json` with when they were measured. */
export async function writeResults(name: string, figures: object): Promise<void> {
  const file = fileURLToPath(new URL(`../results/${name}.json`, import.meta.url));
  await fs.writeFile(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), ...figures }, null, 2)}
`,
  );
}
