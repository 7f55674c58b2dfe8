import pino, { type DestinationStream } from 'pino';
import { readableDestination } from './log-format.ts';

/** Characters of lines gathered before one write: a busy server writes ~25 request lines at a time. */
const batchChars = 4096;
/** A quiet server's lines still reach the log within this long. */
const batchAgeMs = 1000;

/**
 * Gathers pino's lines and hands them to `out` a batch at a time. Sonic-boom batches too, but measures the whole of
 * its pending text in bytes again for every line it is given, which under load cost more than forming the line.
 */
function lineBatches(out: pino.DestinationStream & { write(text: string): void; flushSync(): void }) {
  let lines: string[] = [];
  let chars = 0;
  const flush = () => {
    if (lines.length === 0) return;
    out.write(lines.join(''));
    lines = [];
    chars = 0;
  };
  setInterval(flush, batchAgeMs).unref();
  // Pino's own exit handler has flushed `out` already: what is still gathered here is written after it.
  process.on('exit', () => {
    flush();
    out.flushSync();
  });
  return {
    write(line: string) {
      lines.push(line);
      chars += line.length;
      if (chars >= batchChars) flush();
    },
    flush,
  } satisfies DestinationStream & { flush(): void };
}

/**
 * The server's log. A person at a terminal reads formatted lines; anything else (a log collector, a file) gets JSON
 * lines, written asynchronously in batches, so a request never waits for the log and the log does not cost a write per
 * request. Lines at `warn` and above are sent on at once; what is left is written when the process exits, a fatal
 * error's exit included.
 */
export function createServerLog(level: string, out: NodeJS.WriteStream & { fd: number }): pino.Logger {
  if (out.isTTY) return pino({ level }, readableDestination(out));
  const destination = lineBatches(pino.destination({ dest: out.fd, sync: false }));
  const warn = pino.levels.values.warn!;
  return pino(
    {
      level,
      hooks: {
        logMethod(args, method, lineLevel) {
          method.apply(this, args);
          if (lineLevel >= warn) destination.flush();
        },
      },
    },
    destination,
  );
}
