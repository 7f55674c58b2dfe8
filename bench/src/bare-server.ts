import fs from 'node:fs';
import http from 'node:http';

/**
 * The bare `node:http` server the API figures are compared with: it answers each path with the status, headers and
 * body bytes captured from the real server, and does nothing else. Run as `node bare-server.ts <answers.json> <port>`;
 * prints "ready" once listening.
 */
interface CapturedAnswer {
  status: number;
  /** Flat name, value list, as `rawHeaders`; without Date, Connection and Keep-Alive, which node:http writes itself. */
  headers: string[];
  bodyBase64: string;
  keepAliveSeconds: number;
}

const [answersFile, port] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(fs.readFileSync(answersFile!, 'utf8')) as Record<string, CapturedAnswer>).map(
    ([path, answer]) => [path, { ...answer, body: Buffer.from(answer.bodyBase64, 'base64') }],
  ),
);

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, answer.headers).end(answer.body);
});
// The same keep-alive as the real server's, so its Keep-Alive header is the same too.
server.keepAliveTimeout = (answers.values().next().value?.keepAliveSeconds ?? 5) * 1000;
server.listen(Number(port), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
