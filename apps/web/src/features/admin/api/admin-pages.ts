import type { z } from 'zod';
import { apiResponse, parseResponse, type RequestOptions } from '../../../lib/api-client';

/** A page of an administrators' list and the call that reads the next one, if there is more. */
export interface AdminPage<Row> {
  rows: Row[];
  next: string | undefined;
}

/** The path (under /api) of a `Link: </api/…>; rel="next"` header, as the server writes it. */
export function nextPagePath(link: string | null): string | undefined {
  const target = link ? /<\/api(\/[^>]*)>\s*;\s*rel="next"/.exec(link)?.[1] : undefined;
  return target;
}

/** Reads one page of a list the server gives 50 at a time (keyset pages, the next one named by its Link header). */
export async function fetchAdminPage<Schema extends z.ZodType<unknown[]>>(
  path: string,
  schema: Schema,
  options: RequestOptions,
): Promise<AdminPage<z.output<Schema>[number]>> {
  const response = await apiResponse(path, options);
  const rows = (await parseResponse(response, schema)) as z.output<Schema>[number][];
  return { rows, next: nextPagePath(response.headers.get('link')) };
}

/** The first page's path of a list, with the search when there is one. */
export function firstPagePath(path: string, search: string): string {
  return search ? `${path}?${new URLSearchParams({ q: search })}` : path;
}
