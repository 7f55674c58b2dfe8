import type { DealerMembership } from '@second-gear/contract';
import { roleAtLeast } from '../dealers/dealers.service.ts';

/**
 * What someone does to a listing: `edit` (change it, advertise it, read its stats and leads, appeal a hiding) or
 * `manage` (delete it, mark it sold).
 */
export type CarWork = 'edit' | 'manage';

/**
 * Whether a seller may do `work` on a car: its seller always; for a dealership's car, any of its staff may edit it, and
 * its owners and managers may also manage it (a salesperson manages only the cars they listed).
 */
export function mayWorkOnCar(
  sellerId: string,
  membership: DealerMembership | undefined,
  car: { sellerId: string | null; dealerId: string | null },
  work: CarWork,
): boolean {
  if (car.sellerId === sellerId) return true;
  if (!car.dealerId || membership?.dealer._id !== car.dealerId) return false;
  return work === 'edit' || roleAtLeast(membership.role, 'manager');
}
