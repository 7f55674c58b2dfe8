import type { DealerMembership } from '@second-gear/contract';
import { roleAtLeast } from '../dealers/dealers.service.ts';

/**
 * What someone does to a listing: `edit` (change it, advertise it, read its stats and leads, appeal a hiding) or
 * `manage` (delete it, mark it sold).
 */
export type CarWork = 'edit' | 'manage';

/**
 * Whether a seller may do `work` on a car. A private seller's car: its seller only. A dealership's car: its current
 * staff only (someone who left loses it, even the car's lister), any of them may edit it, and its owners and managers,
 * or the salesperson who listed it, may also manage it.
 */
export function mayWorkOnCar(
  sellerId: string,
  membership: DealerMembership | undefined,
  car: { sellerId: string | null; dealerId: string | null },
  work: CarWork,
): boolean {
  if (!car.dealerId) return car.sellerId === sellerId;
  if (membership?.dealer._id !== car.dealerId) return false;
  return work === 'edit' || car.sellerId === sellerId || roleAtLeast(membership.role, 'manager');
}
