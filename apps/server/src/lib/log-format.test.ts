import { PassThrough } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { formatLogLine, readableDestination } from './log-format.ts';

const at = new Date(2025, 4, 6, 9, 5, 7).getTime();

describe('formatLogLine', () => {
  it('shows the time, the level, the message and the other fields, without the process details', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 42,
      hostname: 'box',
      msg: 'seeded the demo catalogue',
      cars: 1600,
      place: 'Austin, TX',
    });
    expect(formatLogLine(`${line}\n`, { colours: false })).toBe(
      '09:05:07 INFO  seeded the demo catalogue cars=1600 place="Austin, TX"\n',
    );
  });

  it("puts an error's stack under its line, and colours only when asked", () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'failed',
      err: { message: 'boom', stack: 'Error: boom\n    at x' },
    });
    expect(formatLogLine(line, { colours: false })).toBe('09:05:07 ERROR failed\nError: boom\n    at x\n');
    expect(formatLogLine(line, { colours: true })).toContain('\u001b[31mERROR\u001b[0m');
  });

  it('passes a line that is not JSON on as it is', () => {
    expect(formatLogLine('plain words', { colours: false })).toBe('plain words\n');
  });
});

describe('readableDestination', () => {
  it('turns what pino writes into readable lines', () => {
    const out = new PassThrough();
    let written = '';
    out.on('data', (chunk) => (written += chunk));
    pino({ base: undefined }, readableDestination(out)).warn({ port: 1080 }, 'Port is taken');
    expect(written).toMatch(/^\d\d:\d\d:\d\d WARN {2}Port is taken port=1080\n$/);
  });
});
