import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The sandbox's state on disk, so a restart of the product remembers it. Every write goes to a temporary file that is
 * then renamed over the last one: a crash mid-write leaves the previous state whole. Writes never overlap; a change made
 * while one is under way is written right after it, with the state as it is then.
 */
export function openStateFile(file: string, onError: (error: unknown) => void) {
  let next: (() => string) | undefined;
  let writing: Promise<void> | undefined;

  async function write(text: string) {
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.writeFile(temporary, text, { mode: 0o600 });
      await fs.promises.rename(temporary, file);
    } catch (error) {
      await fs.promises.rm(temporary, { force: true });
      throw error;
    }
  }

  async function drain() {
    while (next) {
      const text = next();
      next = undefined;
      await write(text).catch(onError);
    }
    writing = undefined;
  }

  return {
    /** The saved state, or undefined before the first save. A file that is not JSON is an error, not a fresh start. */
    read(): unknown {
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      try {
        return JSON.parse(text) as unknown;
      } catch (error) {
        throw new Error(`The Stripe sandbox's state file ${file} is not valid JSON.`, { cause: error });
      }
    },
    /** Saves the state `snapshot` returns once the writes before it are done. */
    save(snapshot: () => string) {
      next = snapshot;
      writing ??= drain();
    },
    /** Resolves once every save asked for is on disk. */
    async flushed() {
      await writing;
    },
  };
}
