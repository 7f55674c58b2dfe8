import type { FastifyReply, FastifyRequest } from 'fastify';
import { ValidationError } from './errors.ts';

function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  return Object.values(value).some((item) => containsNul(item, depth + 1));
}

/** Whether the address of `request` (its path or query) holds the NUL character. */
export function addressHoldsNul(request: FastifyRequest): boolean {
  if (containsNul(request.query)) return true;
  const path = request.url.split('?')[0] ?? '';
  try {
    return decodeURIComponent(path).includes('\u0000');
  } catch {
    return false;
  }
}

/**
 * PostgreSQL text cannot hold the NUL character, and no person types one: a request carrying it in its path, query or
 * JSON body is refused before any route sees it.
 */
export function refuseNulCharacters(
  request: FastifyRequest,
  _reply: FastifyReply,
  done: (error?: ValidationError) => void,
) {
  // A callback, not an async function: it runs on every request, and a promise each would cost more than the check.
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    done(new ValidationError('Text must not contain the NUL character.'));
  } else done();
}
