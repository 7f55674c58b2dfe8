import { describe, expect, it } from 'vitest';
import { effectOf, evidenceOf } from './moderation-words';

describe('what an automatic flag shows beside its target', () => {
  it('shows a reused photo beside the listing it matches', () => {
    expect(
      evidenceOf({
        kind: 'photo',
        detail: {
          otherCarId: 'car-2',
          photo: '/uploads/cars/a-640.webp',
          otherPhoto: '/uploads/cars/b-640.webp',
        },
      }),
    ).toEqual({
      otherCar: { id: 'car-2', label: 'The listing it matches' },
      photos: { here: '/uploads/cars/a-640.webp', there: '/uploads/cars/b-640.webp' },
    });
  });

  it('links a relisted VIN to the car sold with it', () => {
    expect(evidenceOf({ kind: 'vin', detail: { vin: '1HGCM82633A004352', soldCarId: 'car-9' } })).toEqual({
      otherCar: { id: 'car-9', label: 'The car sold with this VIN' },
    });
  });

  it('shows nothing more for a report, or for a detail that is not what it should be', () => {
    expect(evidenceOf({ kind: 'car', detail: { note: 'The photos are of another car' } })).toEqual({});
    expect(evidenceOf({ kind: 'photo', detail: { otherCarId: 7, photo: null } })).toEqual({});
    expect(evidenceOf({ kind: 'vin', detail: null })).toEqual({});
  });
});

describe('what the decision dialog says an action does', () => {
  it('says what deleting a message or a review does, and keeps the general words for the rest', () => {
    expect(effectOf('delete', 'message')).toContain('Removed by moderators');
    expect(effectOf('delete', 'review')).toContain('rating');
    expect(effectOf('delete', 'car')).toBe(
      'The target is deleted for good, as the administrators’ delete does.',
    );
    expect(effectOf('warn', 'message')).toBe('The owner is e-mailed your reason as a warning.');
  });
});
