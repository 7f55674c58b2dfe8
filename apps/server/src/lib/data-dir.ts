import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** DATA_DIR cannot be made or written; the message names it, the path and what to do. */
export class DataDirError extends Error {}

const refuse = (dir: string, reason: string) =>
  new DataDirError(
    `DATA_DIR (${dir}) cannot be used: ${reason}. Set DATA_DIR to a folder this server may create and write to.`,
  );

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code ?? String(error);

/**
 * Creates DATA_DIR and checks that it can be written, before anything else uses it. Each missing level is created
 * on its own: a recursive mkdir under a location that refuses new entries in an unusual way (such as /proc) spins
 * forever in Node instead of failing, and the server then hangs silently.
 */
export async function prepareDataDir(dir: string): Promise<void> {
  const missing: string[] = [];
  let existing = dir;
  for (;;) {
    const stat = await fs.stat(existing).catch((error: unknown) => {
      // ENOTDIR: a file is in the way further up; the walk up finds it and says so.
      if (codeOf(error) === 'ENOENT' || codeOf(error) === 'ENOTDIR') return undefined;
      throw refuse(dir, `${existing} cannot be read (${codeOf(error)})`);
    });
    if (stat) {
      if (!stat.isDirectory()) throw refuse(dir, `${existing} is a file, not a folder`);
      break;
    }
    missing.unshift(existing);
    const parent = path.dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  for (const level of missing) {
    await fs.mkdir(level).catch((error: unknown) => {
      // Another process (a second server) may create it at the same moment.
      if (codeOf(error) !== 'EEXIST') throw refuse(dir, `${level} cannot be created (${codeOf(error)})`);
    });
  }
  const probe = path.join(dir, `.write-check-${randomBytes(4).toString('hex')}`);
  try {
    await fs.writeFile(probe, '');
  } catch (error) {
    throw refuse(dir, `it cannot be written to (${codeOf(error)})`);
  }
  await fs.rm(probe, { force: true });
}
