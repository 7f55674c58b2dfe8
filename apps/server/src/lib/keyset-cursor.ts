import type { z } from 'zod';
import { ValidationError } from './errors.ts';

/**
 * Where a page of a keyset-paginated list ended: the sort key of its last row, opaque to clients (base64url JSON).
 * Timestamps travel as PostgreSQL's own text, so their microseconds survive the trip.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export function decodeCursor<Schema extends z.ZodType>(cursor: string, schema: Schema): z.output<Schema> {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    key = undefined;
  }
  const parsed = schema.safeParse(key);
  if (!parsed.success) {
    throw new ValidationError(
      'The list position ("after") is not one this server gave; start from the first page.',
    );
  }
  return parsed.data;
}

/** `text` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
