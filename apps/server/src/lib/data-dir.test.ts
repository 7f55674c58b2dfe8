import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, killServers, startServer } from '../../test/server-process.ts';
import { DataDirError, prepareDataDir } from './data-dir.ts';

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-data-dir-'));
afterAll(async () => {
  killServers();
  await fs.rm(scratch, { recursive: true, force: true });
});

describe('prepareDataDir', () => {
  it('creates every missing level and leaves nothing else behind', async () => {
    const dir = path.join(scratch, 'a', 'b', 'data');
    await prepareDataDir(dir);
    expect(await fs.readdir(dir)).toEqual([]);
    await prepareDataDir(dir);
  });

  it('names DATA_DIR when a part of the path is a file', async () => {
    const file = path.join(scratch, 'a-file');
    await fs.writeFile(file, 'not a folder');
    const failure = prepareDataDir(path.join(file, 'data'));
    await expect(failure).rejects.toBeInstanceOf(DataDirError);
    await expect(failure).rejects.toThrow(
      `DATA_DIR (${path.join(file, 'data')}) cannot be used: ${file} is a file`,
    );
    await expect(prepareDataDir(file)).rejects.toThrow('is a file, not a folder');
  });

  it.runIf(existsSync('/proc/self'))('fails at once under a location that refuses new folders', async () => {
    // Node's recursive mkdir spins forever here.
    await expect(prepareDataDir('/proc/second-gear/data')).rejects.toThrow(
      'DATA_DIR (/proc/second-gear/data) cannot be used: /proc/second-gear cannot be created',
    );
  });
});

describe('a server whose DATA_DIR cannot be used', () => {
  it('stops with a message naming DATA_DIR instead of hanging', async () => {
    const file = path.join(scratch, 'in-the-way');
    await fs.writeFile(file, '');
    for (const dataDir of [
      path.join(file, 'data'),
      ...(existsSync('/proc/self') ? ['/proc/second-gear'] : []),
    ]) {
      const server = await startServer(dataDir, await freePort(), { MAIL_INBOX_PORT: '0' });
      expect(server.outcome, server.output()).toEqual({ ready: false, code: 1 });
      expect(server.output()).toContain(`DATA_DIR (${dataDir}) cannot be used`);
    }
  });
});
