import type { DestinationStream } from 'pino';

const levels: Record<number, { name: string; colour: number }> = {
  10: { name: 'TRACE', colour: 90 },
  20: { name: 'DEBUG', colour: 36 },
  30: { name: 'INFO', colour: 32 },
  40: { name: 'WARN', colour: 33 },
  50: { name: 'ERROR', colour: 31 },
  60: { name: 'FATAL', colour: 35 },
};

/** What every line carries and the readable form shows in its own place, or not at all. */
const shownApart = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'err', 'reqId']);

function value(field: unknown): string {
  if (typeof field === 'string') return /[\s"=]/.test(field) ? JSON.stringify(field) : field;
  return JSON.stringify(field);
}

/**
 * One of pino's JSON lines as a person reads it in a terminal: "12:04:31 INFO  message key=value …", the error's stack
 * below it. A line that is not pino's JSON is passed on as it is.
 */
export function formatLogLine(line: string, options: { colours: boolean }): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const paint = (code: number, text: string) => (options.colours ? `\u001b[${code}m${text}\u001b[0m` : text);
  const level = levels[entry.level as number] ?? { name: String(entry.level), colour: 0 };
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const clock = [time.getHours(), time.getMinutes(), time.getSeconds()]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  const fields = Object.entries(entry)
    .filter(([key]) => !shownApart.has(key))
    .map(([key, field]) => `${paint(90, `${key}=`)}${value(field)}`);
  const head = [
    paint(90, clock),
    paint(level.colour, level.name.padEnd(5)),
    String(entry.msg ?? ''),
    ...fields,
  ]
    .filter(Boolean)
    .join(' ');
  const error = entry.err as { stack?: string; message?: string } | undefined;
  const stack = error ? `\n${paint(31, error.stack ?? error.message ?? JSON.stringify(error))}` : '';
  return `${head}${stack}\n`;
}

/** Where pino writes when a person watches the terminal: each line formatted, then written to `out`. */
export function readableDestination(
  out: NodeJS.WritableStream & { hasColors?: () => boolean },
): DestinationStream {
  const colours = out.hasColors?.() ?? false;
  return { write: (line: string) => out.write(formatLogLine(line, { colours })) };
}
