import { expect } from 'vitest';
import { vehicleFields } from './builders.ts';
import { multipartFile } from './multipart.ts';
import { bearer } from './sessions.ts';
import type { buildTestApp } from './test-app.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** Uploads a JPEG as the person, as the sell form does; answers the photo's address. */
export async function uploadPhoto(app: App, person: { token: string }, bytes: Buffer): Promise<string> {
  const form = multipartFile({ filename: 'car.jpg', contentType: 'image/jpeg', bytes });
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...form.headers, ...bearer(person) },
    payload: form.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

/**
 * A POST /api/allCar body the sell form would send for a car the taxonomy knows, with the photos given (the first
 * is the cover); `overrides` change or add any field.
 */
export function aListingBody(images: string | string[], overrides: Record<string, unknown> = {}) {
  const photos = typeof images === 'string' ? [images] : images;
  return {
    productName: '2020 Toyota Camry SE',
    image: photos[0],
    images: photos,
    model: 'Sedan',
    location: 'Austin, TX',
    resalePrice: 19_000,
    originalPrice: 26_000,
    useYear: 5,
    purchaseYear: 2020,
    conditionType: 'Good',
    phone: '+1 512 555 0100',
    ...vehicleFields,
    ...overrides,
  };
}
