import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './test-app.ts';

const { app } = await buildTestApp({ checkAnswers: false });
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; name?: string; in?: string }> };
}>();
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; schema: { type?: string } }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, unknown> }>;
}
const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    key: `${method.toUpperCase()} ${url}`,
    operation,
  })),
);
const operation = (key: string) => operations.find((candidate) => candidate.key === key)!.operation;

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

const configFile = path.join(import.meta.dirname, '..', 'redocly.yaml');

/** Redocly's recommended rules (apps/server/redocly.yaml) over the served document, through its command-line linter. */
async function redoclyLint(): Promise<LintProblem[]> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-openapi-'));
  const file = path.join(folder, 'openapi.json');
  await fs.writeFile(file, JSON.stringify(document));
  const cli = createRequire(import.meta.url)
    .resolve('@redocly/cli/package.json')
    .replace(/package\.json$/, 'bin/cli.js');
  const run = await promisify(execFile)(
    process.execPath,
    [cli, 'lint', file, '--config', configFile, '--format', 'json', '--max-problems', '1000'],
    {
      cwd: folder,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  ).catch((failure: { stdout: string }) => failure);
  await fs.rm(folder, { recursive: true, force: true });
  return (JSON.parse(run.stdout) as { problems: LintProblem[] }).problems;
}

describe('the OpenAPI description at /api/docs/json', () => {
  it("passes Redocly's recommended rules without an error", async () => {
    const problems = await redoclyLint();
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  }, 60_000);

  it('names every operation once', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operation('GET /api/cars/{id}').operationId).toBe('getCarsById');
  });

  it('says how each operation is signed in to, as the access policy does', () => {
    expect(document.components.securitySchemes).toMatchObject({
      accessToken: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      sessionCookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
    });
    expect(operation('GET /api/search').security).toEqual([]);
    expect(operation('POST /api/jwt').security).toEqual([{ sessionCookie: [] }]);
    expect(operation('GET /api/favorites').security).toEqual([{ accessToken: [] }]);
    expect(operation('GET /api/seller/{email}').security).toEqual([
      { accessToken: [] },
      { sessionCookie: [] },
    ]);
  });

  it('documents the error answers each operation can give', () => {
    const statuses = (key: string) => Object.keys(operation(key).responses).sort();
    expect(statuses('GET /api/health')).toEqual(['200', '500']);
    expect(statuses('GET /api/favorites')).toEqual(['200', '401', '403', '500']);
    expect(statuses('GET /api/cars/{id}')).toEqual(['200', '400', '404', '500']);
    expect(statuses('POST /api/bookings')).toContain('409');
    expect(operation('GET /api/favorites').responses['401']!.content).toHaveProperty('application/json');
  });

  it('documents the search parameters and the photo upload', () => {
    const parameters = operation('GET /api/search').parameters ?? [];
    expect(parameters.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['q', 'make', 'fuelType', 'priceMin', 'priceMax', 'sort', 'limit', 'after']),
    );
    expect(parameters.find((parameter) => parameter.name === 'make')!.schema.type).toBe('array');
    expect(
      operation('POST /api/upload').requestBody!.content['multipart/form-data']!.schema.properties,
    ).toMatchObject({ image: { type: 'string', format: 'binary' } });
  });

  it('leaves out the paths that are not the API', () => {
    expect(Object.keys(document.paths).filter((url) => url.includes('*'))).toEqual([]);
  });
});
