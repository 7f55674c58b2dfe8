import zlib from 'node:zlib';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../src/app.ts';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, OpenApiResponse> }>>;
}
interface OpenApiResponse {
  content?: Record<string, { schema?: unknown }>;
}

/** A path template of the document (`/api/seller/{email}`) as a pattern, and how many of its segments are fixed. */
function templateMatcher(template: string) {
  const segments = template.split('/');
  const pattern = segments
    .map((segment) =>
      /^\{[^}]+\}$/.test(segment)
        ? '[^/]+'
        : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+'),
    )
    .join('/');
  return {
    template,
    pattern: new RegExp(`^${pattern}$`),
    fixed: segments.filter((s) => !s.includes('{')).length,
  };
}

/**
 * Checks the answers a test receives against the API's own served OpenAPI document (/api/docs/json): each JSON answer
 * whose route and status the document describes must match the schema it gives, and a status it does not describe is
 * listed in `undocumented`.
 */
export async function answerSchemaChecker(app: App) {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(document as object, 'openapi');
  // The most fixed segments first: /api/products/advertise before /api/products/{id}, as the router chooses.
  const templates = Object.keys(document.paths)
    .map(templateMatcher)
    .sort((a, b) => b.fixed - a.fixed);
  const validators = new Map<string, ValidateFunction | null>();
  const mismatches: string[] = [];
  const undocumented = new Set<string>();

  const validatorFor = (template: string, method: string, status: number) => {
    const key = `${method} ${template} ${status}`;
    if (!validators.has(key)) {
      const responses = document.paths[template]?.[method]?.responses ?? {};
      const answer = responses[String(status)] ?? responses[`${String(status)[0]}XX`];
      if (!answer) undocumented.add(key);
      const pointer = [
        'paths',
        template,
        method,
        'responses',
        String(status),
        'content',
        'application/json',
        'schema',
      ]
        .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/');
      validators.set(
        key,
        answer?.content?.['application/json']?.schema ? ajv.compile({ $ref: `openapi#/${pointer}` }) : null,
      );
    }
    return validators.get(key);
  };

  return {
    check(method: string, url: string, response: LightMyRequestResponse) {
      if (!String(response.headers['content-type'] ?? '').startsWith('application/json')) return;
      const path = url.split('?')[0]!;
      const template = templates.find((candidate) => candidate.pattern.test(path))?.template;
      if (!template) return;
      const validate = validatorFor(template, method.toLowerCase(), response.statusCode);
      if (!validate) return;
      const body = decoded(response).toString('utf8');
      if (validate(JSON.parse(body))) return;
      mismatches.push(
        `${method} ${template} ${response.statusCode}: ${ajv.errorsText(validate.errors)}\n  ${body.slice(0, 300)}`,
      );
    },
    mismatches,
    undocumented,
  };
}

/** An answer's bytes as sent before compression. */
function decoded(response: LightMyRequestResponse): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload);
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload);
  return response.rawPayload;
}

/** `app.inject` with every answer checked by `checker`. */
export function checkedInject(app: App, checker: Awaited<ReturnType<typeof answerSchemaChecker>>) {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  return async (options: InjectOptions | string) => {
    const response = await inject(options);
    const { method = 'GET', url = '/' } = typeof options === 'string' ? { url: options } : options;
    checker.check(method, typeof url === 'string' ? url : (url.pathname ?? '/'), response);
    return response;
  };
}
