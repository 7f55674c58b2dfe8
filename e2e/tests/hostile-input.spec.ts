import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signOut, signUp, uniqueEmail } from './support/people.ts';
import { fillVehicle } from './support/listing.ts';

const carPhoto = fileURLToPath(new URL('../fixtures/car-photo.jpg', import.meta.url));

test.describe('hostile input', () => {
  test('script stored in a listing shows as text and never runs', async ({ page }) => {
    const tag = randomBytes(3).toString('hex');
    const productName = `<img src=x onerror="window.__ran='name'"> ${tag}`;
    const description = `<script>window.__ran='description'</script><b onmouseover="window.__ran='hover'">bold</b>`;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    await signUp(page, { name: '<i>Mallory</i>', email: uniqueEmail('mallory'), type: 'Seller' });
    await page.goto('/dashboard/addProduct');
    await page.getByLabel('Photos', { exact: true }).setInputFiles(carPhoto);
    await expect(page.getByText('1 photo uploaded.')).toBeVisible();
    await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0100');
    await page.getByLabel('Product name').fill(productName);
    await page.getByLabel('Body type').selectOption('Coupe');
    await fillVehicle(page);
    await page.getByLabel('Location', { exact: true }).fill(`"><svg onload="window.__ran='location'">`);
    await page.getByLabel('Resale price ($)').fill('7000');
    await page.getByLabel('Original price ($)').fill('9000');
    await page.getByLabel('Purchase year').fill('2019');
    await page.getByLabel('Years of use').fill('3');
    await page.getByLabel('Description (optional)').fill(description);
    await page.getByRole('button', { name: 'Add product' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(productName).first()).toBeVisible();
    await page.getByRole('button', { name: `Advertise ${productName}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();

    await signOut(page);
    await signUp(page, { name: 'Curious Buyer', email: uniqueEmail('curious') });
    await page.goto('/carModels/Coupe');
    const card = page.getByRole('article').filter({ hasText: tag });
    await expect(card.getByText(productName)).toBeVisible();
    await card.hover();
    await page.goto('/home');
    await expect(page.getByText(productName).first()).toBeAttached();

    expect(await page.evaluate(() => (window as { __ran?: string }).__ran)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await expectAccessible(page);
  });
});
