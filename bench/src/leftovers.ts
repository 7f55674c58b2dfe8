import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The prefix of every folder a benchmark run makes in the system's temporary folder. */
export const runDirPrefix = 'sg-bench-';
const ownerFile = 'bench.pid';
const serverFile = 'bench-server.pid';
/** A folder of a run from before owners were recorded is only judged abandoned when it is older than any run. */
const unownedAfterMs = 60 * 60 * 1000;
/** A live run's command line: `node src/run.ts`, or one part run alone (`node src/stats-run.ts`, ...). */
const runScript = /(?:^|[\0/])(?:[a-z]+-)?run\.ts(?:\0|$)/;

/** Records this run as the owner of a folder it made, so a later run leaves it alone while this one lives. */
export async function claimRunDir(dir: string): Promise<void> {
  await fs.writeFile(path.join(dir, ownerFile), String(process.pid));
}

/** Records the server a run started on a folder, so a later run can stop it if this one is killed. */
export async function recordServer(dir: string, pid: number): Promise<void> {
  await fs.writeFile(path.join(dir, serverFile), String(pid));
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // It exited meanwhile.
  }
}

async function pidIn(file: string): Promise<number | undefined> {
  const pid = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

async function exited(pid: number, withinMs: number): Promise<boolean> {
  for (const started = Date.now(); Date.now() - started < withinMs;) {
    if (!commandOf(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Stops what a killed run left behind (its servers, their PostgreSQL) and removes its folders. Folders whose run is
 * alive, or whose server still holds them, are left alone: another run may be measuring beside this one.
 */
export async function removeLeftoversOfKilledRuns(log: (message: string) => void): Promise<void> {
  const tmp = os.tmpdir();
  const names = (await fs.readdir(tmp)).filter((name) => name.startsWith(runDirPrefix));
  for (const name of names) {
    const dir = path.join(tmp, name);
    const owner = await pidIn(path.join(dir, ownerFile));
    if (owner !== undefined && runScript.test(commandOf(owner))) continue;
    if (owner === undefined) {
      const stat = await fs.stat(dir).catch(() => undefined);
      if (!stat || Date.now() - stat.mtimeMs < unownedAfterMs) continue;
      // The server's own lock: a live server on a folder no run claims belongs to a run of the older kind.
      const holder = await pidIn(path.join(dir, 'server.pid'));
      if (holder !== undefined && commandOf(holder).includes('server.ts')) continue;
    }
    const server = await pidIn(path.join(dir, serverFile));
    if (server !== undefined && commandOf(server).includes('server.ts')) {
      // Its shutdown stops the PostgreSQL it runs.
      signal(server, 'SIGTERM');
      if (!(await exited(server, 15_000))) signal(server, 'SIGKILL');
    }
    const postmaster = await pidIn(path.join(dir, 'postgres', 'postmaster.pid'));
    if (postmaster !== undefined && commandOf(postmaster).includes('postgres')) {
      // SIGINT is PostgreSQL's fast shutdown.
      signal(postmaster, 'SIGINT');
      if (!(await exited(postmaster, 15_000))) signal(postmaster, 'SIGKILL');
    }
    await fs.rm(dir, { recursive: true, force: true });
    log(`removed ${dir}, left by a run that did not finish`);
  }
}
