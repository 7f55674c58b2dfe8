import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createServerLog } from './server-log.ts';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sg-log-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A log writing to a file of its own, as a server whose stdout is a file or a collector's pipe. */
function logToFile(name: string) {
  const file = path.join(folder, name);
  const fd = fs.openSync(file, 'a');
  const log = createServerLog('info', { fd, isTTY: false } as NodeJS.WriteStream & { fd: number });
  const lines = () =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { log, lines };
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the server log, when stdout is not a terminal', () => {
  it('gathers request lines into batches, and still writes a quiet server’s lines within a second', async () => {
    const { log, lines } = logToFile('quiet.log');
    log.info({ method: 'GET', route: '/api/carModels', status: 200, ms: 0.4 }, 'request');
    await settle(100);
    expect(lines()).toEqual([]);
    await settle(1200);
    expect(lines().map((line) => line.msg)).toEqual(['request']);
  });

  it('writes a warning at once, after the lines before it', async () => {
    const { log, lines } = logToFile('warning.log');
    log.info('request');
    log.warn('the answer was cut off');
    await settle(100);
    expect(lines().map((line) => [line.level, line.msg])).toEqual([
      [30, 'request'],
      [40, 'the answer was cut off'],
    ]);
  });
});
