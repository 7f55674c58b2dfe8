import type { scalarParameters } from '@second-gear/contract';
import {
  errorResponses,
  facetNames,
  fixedFacetValues,
  maxCursorLength,
  maxFacetValues,
  maxKeywordLength,
  searchLimitDefault,
  searchLimitMax,
  searchRadii,
  searchRanges,
  searchSorts,
  type ErrorStatus,
} from '@second-gear/contract';
import { accessPolicy, type Audience } from '../access-policy.ts';

/**
 * What the API description says of each operation beyond its own schemas: its name, how it is signed in to (from the
 * access-policy table) and the error answers every route of its kind can give.
 */

/** The session cookie's name: Better Auth adds `__Secure-` when the server is reached over HTTPS. */
export const sessionCookieName = (publicUrl: string) =>
  `${publicUrl.startsWith('https://') ? '__Secure-' : ''}better-auth.session_token`;

export const securitySchemes = (publicUrl: string) => ({
  accessToken: {
    type: 'http' as const,
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'A short-lived access token from POST /api/jwt, sent as `Authorization: Bearer <token>`.',
  },
  sessionCookie: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: sessionCookieName(publicUrl),
    description: 'The browser session cookie set by signing in (POST /api/auth/sign-in/email).',
  },
});

/** Audiences any signed-in caller belongs to; the others are narrower, and refuse the rest with 403. */
const everyoneSignedIn: readonly Audience[] = ['session', 'signed-in'];
const noSignIn: readonly Audience[] = ['anyone', 'gateway'];

/** How a caller of the audience proves who they are. The role lookups read the session cookie too. */
function securityOf(audience: Audience): Record<string, string[]>[] {
  if (noSignIn.includes(audience)) return [];
  if (audience === 'session') return [{ sessionCookie: [] }];
  // A receipt is fetched by a plain link too, which the browser's session cookie signs.
  if (audience === 'own-address' || audience === 'booking-buyer-or-admin')
    return [{ accessToken: [] }, { sessionCookie: [] }];
  return [{ accessToken: [] }];
}

/** `GET /api/cars/:id` → `getCarsById`: the method and path, in camel case, each parameter as `By<Name>`. */
export function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[-_]/)));
  return [method.toLowerCase(), ...words.map((word) => word[0]!.toUpperCase() + word.slice(1))].join('');
}

interface RouteSchema {
  operationId?: string;
  security?: readonly Record<string, readonly string[]>[];
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: unknown;
}

/** The error statuses a route of this audience and shape can answer, beyond those it declares itself. */
function defaultErrorStatuses(audience: Audience, url: string, schema: RouteSchema): ErrorStatus[] {
  const statuses: ErrorStatus[] = [];
  if (schema.params || schema.querystring || schema.body) statuses.push(400);
  if (!noSignIn.includes(audience)) statuses.push(401);
  if (!noSignIn.includes(audience) && !everyoneSignedIn.includes(audience)) statuses.push(403);
  if (url.includes('/:')) statuses.push(404);
  statuses.push(500);
  return statuses;
}

/** The query string of GET /api/search, which the contract's parseSearchQuery reads (repeated keys and all). */
function searchQuerystring() {
  const facets = Object.fromEntries(
    facetNames.map((name) => {
      const values = fixedFacetValues[name];
      return [
        name,
        {
          type: 'array',
          maxItems: maxFacetValues,
          items: values ? { type: 'string', enum: [...values] } : { type: 'string', maxLength: 80 },
          description: `Repeatable: cars with any of the given ${name} values.`,
        },
      ];
    }),
  );
  const ranges = Object.fromEntries(
    searchRanges.map(([name, minimum, maximum]) => [name, { type: 'integer', minimum, maximum }]),
  );
  const scalars: Record<(typeof scalarParameters)[number], object> = {
    q: { type: 'string', maxLength: maxKeywordLength, description: 'Keywords.' },
    ...(ranges as Record<(typeof searchRanges)[number][0], object>),
    monthlyMax: {
      ...(ranges as Record<string, object>).monthlyMax,
      description:
        "Only cars whose estimated monthly payment (whole dollars, with the answer's `finance` terms) is at most this.",
    },
    verified: { type: 'string', enum: ['true'], description: 'Only cars of verified sellers.' },
    hideReserved: { type: 'string', enum: ['true'], description: 'Leave out cars a reservation holds.' },
    zip: { type: 'string', pattern: '^\\d{5}$', description: 'Where distance is measured from.' },
    radius: { type: 'integer', enum: [...searchRadii], description: 'Miles from zip.' },
    dealer: {
      type: 'string',
      maxLength: 100,
      pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
      description:
        "Only this dealership's cars (its slug, as in /dealers/{slug}); an unknown one finds none.",
    },
    sort: { type: 'string', enum: [...searchSorts] },
    limit: { type: 'integer', minimum: 1, maximum: searchLimitMax, default: searchLimitDefault },
    after: {
      type: 'string',
      maxLength: maxCursorLength,
      description: 'The cursor of the next page, as the previous page gave it.',
    },
  };
  return { type: 'object', properties: { ...facets, ...scalars } };
}

/** What a route reads that its schema cannot say: the raw search query string, the multipart photo. */
const readOutsideSchemas: Partial<Record<keyof typeof accessPolicy, RouteSchema>> = {
  'GET /api/search': { querystring: searchQuerystring() },
  'POST /api/upload': {
    body: {
      type: 'object',
      required: ['image'],
      properties: {
        image: { type: 'string', format: 'binary', description: 'The photo: JPEG, PNG or WebP.' },
      },
    },
  },
  'POST /api/dealers/:id/imports': {
    body: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          format: 'binary',
          description: 'The inventory as CSV (UTF-8), one car a row; its columns are in the README.',
        },
        photos: {
          type: 'string',
          format: 'binary',
          description: 'A ZIP archive of the photos the rows name in their photos column.',
        },
        dryRun: {
          type: 'string',
          enum: ['true', 'false'],
          description: 'true: only say what each row would do, writing no car.',
        },
        fullFeed: {
          type: 'string',
          enum: ['true', 'false'],
          description:
            "true: the file is the whole inventory; the dealership's cars for sale it lacks go off sale.",
        },
      },
    },
  },
};

/**
 * The route's schema as the description gives it: its name, its security and its error answers (`schema`, zod still,
 * for the conversion to JSON Schema) and what it reads outside its schemas (`readOutside`, JSON Schema already).
 * Routes outside /api (photo files, the mail logo, a payment sandbox) are not the API and are hidden.
 */
export function describeOperation(
  method: string | string[],
  url: string,
  schema: RouteSchema = {},
): { schema: RouteSchema & { hide?: boolean }; readOutside?: RouteSchema } {
  const verb = (Array.isArray(method) ? method : [method]).find((candidate) => candidate !== 'HEAD') ?? 'GET';
  const key = `${verb} ${url}`;
  if (!(key in accessPolicy)) return { schema: { ...schema, hide: true } };
  const audience: Audience = accessPolicy[key as keyof typeof accessPolicy];
  const readOutside = readOutsideSchemas[key as keyof typeof accessPolicy];
  return {
    schema: {
      ...schema,
      operationId: operationId(verb, url),
      security: securityOf(audience),
      response: {
        ...errorResponses(...defaultErrorStatuses(audience, url, { ...schema, ...readOutside })),
        ...(schema.response as object | undefined),
      },
    },
    readOutside,
  };
}
