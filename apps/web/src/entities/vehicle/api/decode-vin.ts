import { decodedVin } from '@second-gear/contract';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/vin/:vin (sellers): what the vehicle data knows of a VIN. */
export function decodeVin(vin: string, signal?: AbortSignal) {
  return apiRequest(`/vin/${encodeURIComponent(vin)}`, decodedVin, { signal, auth: true });
}
