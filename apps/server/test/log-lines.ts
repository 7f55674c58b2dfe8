import { Writable } from 'node:stream';
import pino from 'pino';

/** A logger at `info` as the server writes its lines, and what it wrote: as text and parsed, one entry a line. */
export function capturedLogs() {
  const lines: Record<string, unknown>[] = [];
  const written: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        written.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines, written };
}
