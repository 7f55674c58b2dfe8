import { errorBody, errorCodeByStatus, type ErrorCode } from '@second-gear/contract';
import { z } from 'zod';
import { readAccessToken, renewAccessToken, renewIfExpiring } from './access-token';
import { ApiError, unreachable } from './api-error';
import { pageLanguage } from './i18n';
import { apiUrl } from './api-url';

export { ApiError };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sends the access token as a bearer credential (listing and changing calls). A 401 renews the token once
   * and repeats the call, so an expired token goes unnoticed.
   */
  auth?: boolean;
}

/** Better Auth answers errors with `{code, message}` rather than our `{error, message}`. */
const providerErrorBody = z.object({ code: z.string().optional(), message: z.string().min(1) });

/** Headers sent with every call; the place where credentials get attached. */
function requestHeaders(hasBody: boolean, auth: boolean): Headers {
  // The page's language: what the server writes in, and what a new account keeps.
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': pageLanguage() });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const authorization = auth ? bearerAuthorization() : undefined;
  if (authorization) headers.set('Authorization', authorization);
  return headers;
}

/** The `Authorization` value for the stored access token, read afresh on each attempt. */
export function bearerAuthorization(): string | undefined {
  const token = readAccessToken();
  return token ? `Bearer ${token}` : undefined;
}

/**
 * Makes a call that carries the access token, renewed first when it is about to expire; a 401 (a token ended early)
 * renews it once and repeats the call, so an expired token goes unnoticed. Shared by `apiRequest` (fetch) and `apiUpload` (XMLHttpRequest, for its progress events).
 */
export async function withTokenRenewal<Answer extends { status: number }>(
  attempt: () => Promise<Answer>,
): Promise<Answer> {
  const renewingFirst = renewIfExpiring();
  if (renewingFirst) await renewingFirst;
  const answer = await attempt();
  if (answer.status !== 401) return answer;
  const renewing = renewAccessToken();
  if (!renewing) return answer;
  // A failed renewal (the session itself has ended) is the error the caller sees.
  await renewing;
  return attempt();
}

/** A response body as JSON, or undefined when it is empty or not JSON. */
export function parseJsonText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function readJson(response: Response): Promise<unknown> {
  return parseJsonText(await response.text());
}

function codeForStatus(status: number): ErrorCode {
  return errorCodeByStatus[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

function messageForStatus(status: number): string {
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server ran into a problem. Please try again in a moment.';
  return 'The request could not be completed. Please try again.';
}

/** The ApiError of a non-2xx answer: the server's message (ours or Better Auth's), else one for the status. */
export function errorFromAnswer(status: number, body: unknown): ApiError {
  const ours = errorBody.safeParse(body);
  if (ours.success) return new ApiError(status, ours.data.error, ours.data.message);
  const code = codeForStatus(status);
  const theirs = providerErrorBody.safeParse(body);
  if (theirs.success) {
    return new ApiError(status, code, theirs.data.message, { providerCode: theirs.data.code });
  }
  return new ApiError(status, code, messageForStatus(status));
}

/** A 2xx answer's body parsed with the contract's `schema`; a body that does not match is an ApiError. */
export function parseAnswer<Schema extends z.ZodType>(
  status: number,
  body: unknown,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    throw new ApiError(status, 'INTERNAL', 'The server sent an unexpected response.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** Makes the call to `/api{path}` and returns the answer as it is (for a caller that reads its headers too). */
export async function apiResponse(
  path: string,
  { method = 'GET', body, signal, auth = false }: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const attempt = () =>
    fetch(apiUrl(path), {
      method,
      headers: requestHeaders(hasBody, auth),
      body: hasBody ? JSON.stringify(body) : undefined,
      credentials: 'same-origin',
      signal,
    }).catch((cause: unknown) => {
      throw unreachable(cause);
    });

  return auth ? withTokenRenewal(attempt) : attempt();
}

/** An answer's body parsed with the contract's `schema`; a non-2xx answer is an ApiError, as in `apiRequest`. */
export async function parseResponse<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!response.ok) throw errorFromAnswer(response.status, await readJson(response));
  return parseAnswer(response.status, await readJson(response), schema);
}

/**
 * Calls `/api{path}` and returns the response body parsed with the contract's `schema`.
 * Throws `ApiError` for a non-2xx answer (with the server's message, ours or Better Auth's) or a body that does not
 * match the contract.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  return parseResponse(await apiResponse(path, options), schema);
}
