import { errorBody, errorCodeByStatus } from '@second-gear/contract';
import type { z } from 'zod';
import { ApiError } from './api-error';

export { ApiError };

const apiBase = '/api';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
}

/** Headers sent with every call; the place where credentials get attached. */
function requestHeaders(hasBody: boolean): Headers {
  const headers = new Headers({ Accept: 'application/json' });
  if (hasBody) headers.set('Content-Type', 'application/json');
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

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = errorBody.safeParse(await readJson(response));
  if (parsed.success) return new ApiError(response.status, parsed.data.error, parsed.data.message);
  const code = errorCodeByStatus[response.status] ?? 'INTERNAL';
  return new ApiError(response.status, code, response.statusText || 'The request failed.');
}

/**
 * Calls `/api{path}` and returns the response body parsed with the contract's `schema`.
 * Throws `ApiError` for a non-2xx answer or a body that does not match the contract.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<z.output<Schema>> {
  const hasBody = body !== undefined;
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers: requestHeaders(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    signal,
  });
  if (!response.ok) throw await toApiError(response);

  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) {
    throw new ApiError(response.status, 'INTERNAL', 'The server sent an unexpected response.', {
      cause: parsed.error,
    });
  }
  return parsed.data;
}
