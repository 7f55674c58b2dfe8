import type { DealerMembership, DealerRole } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { mayWorkOnCar } from './car-workers.ts';

const dealersCar = { sellerId: 'lister', dealerId: 'dealer-1' };
const privateCar = { sellerId: 'lister', dealerId: null };
const staffOf = (dealerId: string, role: DealerRole): DealerMembership => ({
  dealer: { _id: dealerId, slug: dealerId, name: dealerId },
  role,
});

describe('mayWorkOnCar', () => {
  it('lets the seller who listed a car do anything with it, while on the staff of its dealership', () => {
    for (const work of ['edit', 'manage'] as const) {
      expect(mayWorkOnCar('lister', undefined, privateCar, work)).toBe(true);
      expect(mayWorkOnCar('lister', staffOf('dealer-1', 'sales'), dealersCar, work)).toBe(true);
    }
  });

  it("refuses the lister of a dealership's car once they have left it", () => {
    for (const work of ['edit', 'manage'] as const) {
      expect(mayWorkOnCar('lister', undefined, dealersCar, work)).toBe(false);
      expect(mayWorkOnCar('lister', staffOf('dealer-2', 'owner'), dealersCar, work)).toBe(false);
    }
  });

  it("lets any of the dealership's staff edit its car, and only its owners and managers manage it", () => {
    expect(mayWorkOnCar('a', staffOf('dealer-1', 'owner'), dealersCar, 'manage')).toBe(true);
    expect(mayWorkOnCar('b', staffOf('dealer-1', 'manager'), dealersCar, 'manage')).toBe(true);
    expect(mayWorkOnCar('c', staffOf('dealer-1', 'sales'), dealersCar, 'edit')).toBe(true);
    expect(mayWorkOnCar('c', staffOf('dealer-1', 'sales'), dealersCar, 'manage')).toBe(false);
  });

  it("refuses another dealership's staff, and every dealership a private seller's car", () => {
    expect(mayWorkOnCar('d', staffOf('dealer-2', 'owner'), dealersCar, 'edit')).toBe(false);
    expect(mayWorkOnCar('a', staffOf('dealer-1', 'owner'), privateCar, 'edit')).toBe(false);
    expect(mayWorkOnCar('e', undefined, dealersCar, 'edit')).toBe(false);
  });
});
