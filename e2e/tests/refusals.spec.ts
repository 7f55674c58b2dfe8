import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';
import { signUp, uniqueEmail } from './support/people.ts';

const carPhoto = readFileSync(fileURLToPath(new URL('../fixtures/car-photo.jpg', import.meta.url)));
// A real JPEG (decoders stop at its end marker) padded to 11 MB: over the 10 MB a photo may have.
const elevenMegabytePhoto = Buffer.concat([carPhoto, Buffer.alloc(11 * 1024 * 1024 - carPhoto.length, 0x5a)]);

test.describe('refusals the browser can read', () => {
  test('a seller picking an 11 MB photo is told the limit', async ({ page }) => {
    await signUp(page, { name: 'Big Photo Seller', email: uniqueEmail('big-photo'), type: 'Seller' });
    await page.goto('/dashboard/addProduct');
    await page
      .getByLabel('Photos', { exact: true })
      .setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: elevenMegabytePhoto });
    await expect(page.getByRole('alert').filter({ hasText: 'Photos may be at most 10 MB.' })).toBeVisible();
    await expect(page.getByText('Photo uploaded.')).toHaveCount(0);
  });

  test('a 2 MB JSON body gets its 413 answer, not a broken connection', async ({ page }) => {
    await page.goto('/blog');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/api/jwt', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'someone@example.com', padding: 'x'.repeat(2 * 1024 * 1024) }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    });
    expect(answer).toEqual({
      status: 413,
      body: { error: 'PAYLOAD_TOO_LARGE', message: expect.any(String) },
    });
  });
});
