import { errorBody, errorCodeByStatus, type ErrorCode } from '@second-gear/contract';
import { z } from 'zod';
import { readAccessToken, renewAccessToken } from './access-token';
import { ApiError, unreachable } from './api-error';
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
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
  const token = auth ? readAccessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return headers;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function codeForStatus(status: number): ErrorCode {
  return errorCodeByStatus[status] ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

function messageForStatus(status: number): string {
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'The server ran into a problem. Please try again in a moment.';
  return 'The request could not be completed. Please try again.';
}

async function toApiError(response: Response): Promise<ApiError> {
  const body = await readJson(response);
  const ours = errorBody.safeParse(body);
  if (ours.success) return new ApiError(response.status, ours.data.error, ours.data.message);
  const code = codeForStatus(response.status);
  const theirs = providerErrorBody.safeParse(body);
  if (theirs.success) {
    return new ApiError(response.status, code, theirs.data.message, { providerCode: theirs.data.code });
  }
  return new ApiError(response.status, code, messageForStatus(response.status));
}

async function send(path: string, { method = 'GET', body, signal, auth = false }: RequestOptions) {
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

  const response = await attempt();
  if (!auth || response.status !== 401) return response;
  const renewing = renewAccessToken();
  if (!renewing) return response;
  // A failed renewal (the session itself has ended) is the error the caller sees.
  await renewing;
  return attempt();
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
  const response = await send(path, options);
  if (!response.ok) throw await toApiError(response);

  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    throw new ApiError(response.status, 'INTERNAL', 'The server sent an unexpected response.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
