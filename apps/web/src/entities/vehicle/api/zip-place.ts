import { zipPlace } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/zips/:zip: the "City, ST" of a US ZIP code. */
export function findZipPlace(zip: string, signal?: AbortSignal) {
  return apiRequest(`/zips/${encodeURIComponent(zip)}`, zipPlace, { signal });
}
