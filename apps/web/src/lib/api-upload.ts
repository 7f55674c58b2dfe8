import type { z } from 'zod';
import {
  bearerAuthorization,
  errorFromAnswer,
  parseAnswer,
  parseJsonText,
  withTokenRenewal,
} from './api-client';
import { unreachable } from './api-error';
import { apiUrl } from './api-url';

export interface UploadOptions {
  signal?: AbortSignal;
  /** Called as the body goes out, with the share sent so far (0 to 1). */
  onProgress?: (sent: number) => void;
}

interface Answer {
  status: number;
  body: unknown;
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

/** One POST of `form` with XMLHttpRequest, whose `upload.onprogress` fetch does not offer. */
function post(path: string, form: FormData, { signal, onProgress }: UploadOptions): Promise<Answer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const request = new XMLHttpRequest();
    request.open('POST', apiUrl(path));
    request.setRequestHeader('Accept', 'application/json');
    const authorization = bearerAuthorization();
    if (authorization) request.setRequestHeader('Authorization', authorization);

    const abort = () => request.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = () => signal?.removeEventListener('abort', abort);

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      settle();
      resolve({ status: request.status, body: parseJsonText(request.responseText) });
    };
    request.onerror = () => {
      settle();
      reject(unreachable(new TypeError('The upload could not reach the server.')));
    };
    request.onabort = () => {
      settle();
      reject(abortError());
    };
    onProgress?.(0);
    request.send(form);
  });
}

/**
 * Posts `form` (multipart/form-data) to `/api{path}` with the access token, reporting upload progress, and returns the
 * answer parsed with the contract's `schema`. Errors are those of `apiRequest`: an ApiError with the server's code and
 * message, or an AbortError when `signal` aborts. A 401 renews the token once and sends the form again.
 */
export async function apiUpload<Schema extends z.ZodType>(
  path: string,
  form: FormData,
  schema: Schema,
  options: UploadOptions = {},
): Promise<z.output<Schema>> {
  const { status, body } = await withTokenRenewal(() => post(path, form, options));
  if (status < 200 || status >= 300) throw errorFromAnswer(status, body);
  return parseAnswer(status, body, schema);
}
