import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Options } from 'autocannon';

const bareServerScript = fileURLToPath(new URL('./bare-server.ts', import.meta.url));
/** Headers node:http writes itself; the bare server leaves them to it. */
const writtenByNode = new Set(['date', 'connection', 'keep-alive']);

export interface Endpoint {
  name: string;
  path: string;
  headers?: Record<string, string>;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Socket errors and timeouts. */
  errors: number;
  non2xx: number;
}

export interface EndpointFigures {
  name: string;
  path: string;
  bodyBytes: number;
  headerBytes: { app: number; bare: number };
  app: LoadFigures;
  /** The mean of the bare server's runs before and after the app's (each in `runs`). */
  bare: LoadFigures & { runs: LoadFigures[] };
  /** The app's requests per second over the bare server's. */
  ratio: number;
  /** The same app with its request logs off (`LOG_LEVEL=warn`), measured between the same bare runs. */
  logsOff?: LoadFigures & { ratio: number };
}

/** autocannon against one URL: `connections` connections for `seconds`. */
export async function loadTest(
  url: string,
  options: {
    connections: number;
    seconds: number;
    headers?: Record<string, string>;
    requests?: Options['requests'];
  },
): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers ?? {},
    requests: options.requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Two runs as one: their mean rate and latencies, their errors added up. */
export function meanOf(first: LoadFigures, second: LoadFigures): LoadFigures & { runs: LoadFigures[] } {
  const mean = (value: (figures: LoadFigures) => number) => (value(first) + value(second)) / 2;
  return {
    requestsPerSecond: mean((figures) => figures.requestsPerSecond),
    p50Ms: mean((figures) => figures.p50Ms),
    p99Ms: mean((figures) => figures.p99Ms),
    errors: first.errors + second.errors,
    non2xx: first.non2xx + second.non2xx,
    runs: [first, second],
  };
}

/** One real answer, as received: status, raw headers and body bytes. */
function capture(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; rawHeaders: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            rawHeaders: response.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** The size of the status line and header block a server answers `path` with, read off the socket. */
function headerBlockBytes(port: number, requestPath: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end >= 0) {
        socket.destroy();
        resolve(end + 4);
      }
    });
    socket.on('error', reject);
    const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`GET ${requestPath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra.join('')}\r\n`);
  });
}

async function startBareServer(answersFile: string, port: number) {
  const child = spawn(process.execPath, [bareServerScript, answersFile, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with code ${code}`)));
    child.stdout.once('data', () => resolve());
  });
  return {
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Loads each endpoint of the app with autocannon, and a bare node:http server answering the same status, headers and
 * body bytes on the same machine with the same settings (before and after the app), and reports both and their ratio.
 */
export async function compareWithBareServer(
  appPort: number,
  endpoints: Endpoint[],
  options: {
    barePort: number;
    /** An instance of the app with request logs off, on the same database. */
    logsOffPort?: number;
    connections: number;
    seconds: number;
    warmUpSeconds: number;
  },
): Promise<EndpointFigures[]> {
  const appUrl = (endpoint: Endpoint) => `http://127.0.0.1:${appPort}${endpoint.path}`;
  const captured = new Map<string, Awaited<ReturnType<typeof capture>>>();
  for (const endpoint of endpoints) {
    const answer = await capture(appUrl(endpoint), endpoint.headers ?? {});
    if (answer.status !== 200) throw new Error(`${endpoint.path} answered ${answer.status}`);
    captured.set(endpoint.path, answer);
  }
  const answers = Object.fromEntries(
    [...captured].map(([endpointPath, answer]) => {
      const headers: string[] = [];
      let keepAliveSeconds = 5;
      for (let index = 0; index < answer.rawHeaders.length; index += 2) {
        const [name, value] = [answer.rawHeaders[index]!, answer.rawHeaders[index + 1]!];
        const timeout = /timeout=(\d+)/.exec(value);
        if (name.toLowerCase() === 'keep-alive' && timeout) keepAliveSeconds = Number(timeout[1]);
        if (!writtenByNode.has(name.toLowerCase())) headers.push(name, value);
      }
      return [
        endpointPath,
        { status: answer.status, headers, bodyBase64: answer.body.toString('base64'), keepAliveSeconds },
      ];
    }),
  );
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-bare-'));
  const answersFile = path.join(folder, 'answers.json');
  await fs.writeFile(answersFile, JSON.stringify(answers));
  const bare = await startBareServer(answersFile, options.barePort);
  try {
    const figures: EndpointFigures[] = [];
    for (const endpoint of endpoints) {
      const headers = endpoint.headers ?? {};
      const bareUrl = `http://127.0.0.1:${options.barePort}${endpoint.path}`;
      const settings = { connections: options.connections, headers };
      // The bare server runs before and after the app, and counts as their mean: the other work on a shared
      // machine drifts during a run, and would otherwise favour whichever went first.
      await loadTest(bareUrl, { ...settings, seconds: options.warmUpSeconds });
      const bareBefore = await loadTest(bareUrl, { ...settings, seconds: options.seconds });
      await loadTest(appUrl(endpoint), { ...settings, seconds: options.warmUpSeconds });
      const appFigures = await loadTest(appUrl(endpoint), { ...settings, seconds: options.seconds });
      let logsOff: LoadFigures | undefined;
      if (options.logsOffPort) {
        const logsOffUrl = `http://127.0.0.1:${options.logsOffPort}${endpoint.path}`;
        await loadTest(logsOffUrl, { ...settings, seconds: options.warmUpSeconds });
        logsOff = await loadTest(logsOffUrl, { ...settings, seconds: options.seconds });
      }
      const bareAfter = await loadTest(bareUrl, { ...settings, seconds: options.seconds });
      const bareFigures = meanOf(bareBefore, bareAfter);
      figures.push({
        name: endpoint.name,
        path: endpoint.path,
        bodyBytes: captured.get(endpoint.path)!.body.length,
        headerBytes: {
          app: await headerBlockBytes(appPort, endpoint.path, headers),
          bare: await headerBlockBytes(options.barePort, endpoint.path, headers),
        },
        app: appFigures,
        bare: bareFigures,
        ratio: appFigures.requestsPerSecond / bareFigures.requestsPerSecond,
        ...(logsOff && {
          logsOff: { ...logsOff, ratio: logsOff.requestsPerSecond / bareFigures.requestsPerSecond },
        }),
      });
    }
    return figures;
  } finally {
    await bare.stop();
    await fs.rm(folder, { recursive: true, force: true });
  }
}
