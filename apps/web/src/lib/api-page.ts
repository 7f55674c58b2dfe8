import type { z } from 'zod';
import { apiResponse, parseResponse, type RequestOptions } from './api-client';
import { apiUrl } from './api-url';

// Lists that come a page at a time. A file of its own, so that the home page, which loads api-client.ts, does not
// load this too.

/** The target of the `rel="next"` entry of a `Link` header (RFC 8288), if there is one. */
export function nextLinkTarget(header: string | null): string | undefined {
  if (!header) return undefined;
  for (const [, target, params] of header.matchAll(/<([^>]*)>([^,]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params ?? '');
    const relations = (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/);
    if (relations.includes('next')) return target;
  }
  return undefined;
}

/**
 * A link target as a path for `apiRequest` (`/api/carModels/Sedan?after=x` gives `/carModels/Sedan?after=x`), so that
 * the same URL is requested. Only our own API is followed: the access token goes to no other origin.
 */
function apiPathOf(target: string): string | undefined {
  let url: URL;
  try {
    url = new URL(target, window.location.href);
  } catch {
    return undefined;
  }
  const prefix = apiUrl('/');
  if (url.origin !== window.location.origin || !url.pathname.startsWith(prefix)) return undefined;
  return `${url.pathname.slice(prefix.length - 1)}${url.search}`;
}

/** One page of a paged list, and the path of the next page (from the `Link: <…>; rel="next"` header), if any. */
export interface ApiPage<Data> {
  data: Data;
  next: string | undefined;
}

/**
 * As `apiRequest`, for a list that comes a page at a time: also returns the next page's path, read from the answer's
 * `Link` header, to pass back in as it is.
 */
export async function apiPage<Schema extends z.ZodType>(
  path: string,
  schema: Schema,
  options: RequestOptions = {},
): Promise<ApiPage<z.output<Schema>>> {
  const response = await apiResponse(path, options);
  const data = await parseResponse(response, schema);
  const target = nextLinkTarget(response.headers.get('Link'));
  return { data, next: target === undefined ? undefined : apiPathOf(target) };
}
