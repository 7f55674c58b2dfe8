import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import {
  dashboardMenu,
  leave,
  openDashboard,
  signIn,
  signInAsAdmin,
  signUp,
  uniqueEmail,
} from './support/people.ts';
import { fillVehicle } from './support/listing.ts';

const carPhoto = fileURLToPath(new URL('../fixtures/car-photo.jpg', import.meta.url));
/** Lists a car as the signed-in seller, through the add-product form. */
async function listCar(page: Page, productName: string, model: string) {
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Photos', { exact: true }).setInputFiles(carPhoto);
  await expect(page.getByText('1 photo uploaded.')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0199');
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Body type').selectOption(model);
  await fillVehicle(page);
  await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
  await page.getByLabel('Resale price ($)').fill('7400');
  await page.getByLabel('Original price ($)').fill('15000');
  await page.getByLabel('Purchase year').fill('2014');
  await page.getByLabel('Years of use').fill('10');
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page.getByRole('dialog')).toContainText('product is successfully added');
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
}

/** A person's row of an admin list: a table row on wide screens, a card on phones. */
const entryOf = (page: Page, text: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

test.describe('administration', () => {
  test('an admin verifies a seller, removes a reported car and deletes a buyer', async ({ page }) => {
    const suffix = randomBytes(3).toString('hex');
    const seller = { name: `Vera Vendor ${suffix}`, email: uniqueEmail('vera') };
    const buyer = { name: `Rex Reporter ${suffix}`, email: uniqueEmail('rex') };
    const productName = `2013 Reported Wagon ${suffix}`;

    await signUp(page, { ...seller, type: 'Seller' });
    await listCar(page, productName, 'Wagon');
    await leave(page);

    await signUp(page, buyer);
    await page.goto('/carModels/Wagon');
    await page.getByRole('button', { name: `Report ${productName}` }).click();
    const report = page.getByRole('dialog', { name: `Report ${productName}` });
    await report.getByRole('radio', { name: 'Misleading' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('button', { name: `Reported ${productName}` })).toBeVisible();
    await leave(page);

    await signInAsAdmin(page);
    await openDashboard(page);
    await (await dashboardMenu(page)).getByRole('link', { name: 'All sellers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Seller' })).toBeVisible();
    // The list comes 50 at a time, oldest first: the admin looks the new seller up.
    await page.getByRole('searchbox', { name: 'Search sellers by name or e-mail' }).fill(seller.email);
    const sellerEntry = entryOf(page, seller.email);
    await expect(sellerEntry).toContainText('+1 555 0100');
    await expectAccessible(page);
    await sellerEntry.getByRole('button', { name: `Verify ${seller.name}` }).click();
    const verified = page.getByRole('dialog', { name: 'Seller is successfully verified!' });
    await expect(verified).toBeVisible();
    await verified.getByRole('button', { name: 'OK' }).click();
    await expect(sellerEntry.getByTitle('Verified seller')).toBeVisible();
    await expect(sellerEntry.getByRole('button', { name: /^Verify/ })).toHaveCount(0);

    await page.goto('/carModels/Wagon');
    await expect(
      page.getByRole('article', { name: productName }).getByTitle('Verified seller'),
    ).toBeVisible();

    await page.goto('/dashboard/reportedItems');
    await expect(page.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeVisible();
    await expect(entryOf(page, productName)).toContainText('$7,400');
    await expectAccessible(page);
    await page.getByRole('button', { name: `Delete ${productName}` }).click();
    const confirmCar = page.getByRole('dialog', { name: `Delete ${productName}?` });
    await expect(confirmCar).toBeVisible();
    await expectAccessible(page);
    await confirmCar.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`${productName} is deleted successfully`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${productName}` })).toHaveCount(0);

    await page.goto('/carModels/Wagon');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article', { name: productName })).toHaveCount(0);

    await page.goto('/dashboard/allBuyers');
    await expect(page.getByRole('heading', { level: 1, name: 'All Buyer' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search buyers by name or e-mail' }).fill(buyer.name);
    await expect(entryOf(page, buyer.email)).toContainText('Austin, TX');
    await expectAccessible(page);
    await page.getByRole('button', { name: `Delete ${buyer.name}` }).click();
    const confirmBuyer = page.getByRole('dialog', { name: `Delete ${buyer.name}?` });
    await confirmBuyer.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText(`${buyer.name} is deleted successfully`)).toBeVisible();
    await expect(entryOf(page, buyer.email)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'All Buyer' })).toBeFocused();

    // The deleted buyer can no longer sign in.
    await leave(page);
    await page.goto('/login');
    await signIn(page, buyer.email);
    await expect(page.getByRole('status').filter({ hasText: /invalid/i })).toBeVisible();
  });

  test('buyers and sellers are turned away from the admin pages', async ({ page }) => {
    await signUp(page, { name: 'Nia Nosy', email: uniqueEmail('nia'), type: 'Seller' });
    for (const path of ['/dashboard/allBuyers', '/dashboard/allSellers', '/dashboard/reportedItems']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });
});
