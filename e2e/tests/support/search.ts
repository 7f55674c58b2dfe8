import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { fillVehicle } from './listing.ts';
import { signUp, uniqueEmail } from './people.ts';

const carPhoto = fileURLToPath(new URL('../../fixtures/car-photo.jpg', import.meta.url));

export interface ListedCar {
  productName: string;
  id: string;
  /** When the seller was told the car is listed (epoch ms). */
  listedAt: number;
}

/** A fresh seller, signed in and verified, ready to list. */
export async function signUpSeller(page: Page) {
  await signUp(page, { name: 'Sky Seller', email: uniqueEmail('sky'), type: 'Seller' });
}

/** The signed-in seller lists a 2018 Honda Civic with `price` and `mileage`; answers its name and id. */
export async function listCivic(page: Page, { price, mileage }: { price: number; mileage: number }) {
  const productName = `2018 Honda Civic ${randomBytes(3).toString('hex')}`;
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Photos', { exact: true }).setInputFiles(carPhoto);
  await expect(page.getByText('1 photo uploaded.')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0142');
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Body type').selectOption('Sedan');
  await fillVehicle(page, { make: 'Honda', modelName: 'Civic', year: 2018, mileage });
  await page.getByLabel('Resale price ($)').fill(String(price));
  await page.getByLabel('Original price ($)').fill('24000');
  await page.getByLabel('Purchase year').fill('2018');
  await page.getByLabel('Years of use').fill('7');
  await page.getByRole('button', { name: 'Add product' }).click();
  const added = page.getByRole('dialog');
  await expect(added).toContainText('product is successfully added');
  const listedAt = Date.now();
  await added.getByRole('button', { name: 'OK' }).click();
  await page.goto('/dashboard/myProducts');
  const link = page.getByRole('link', { name: productName }).first();
  const href = await link.getAttribute('href');
  return { productName, id: href!.split('/').pop()!, listedAt } satisfies ListedCar;
}

/** On a phone the filters are in a sheet: opened by "Filters", closed by "Show N cars". */
export async function openFilters(page: Page, phone: boolean) {
  if (!phone) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

export async function closeFilters(page: Page, phone: boolean) {
  if (phone)
    await page
      .getByRole('dialog', { name: 'Filters' })
      .getByRole('button', { name: /^Show ([\d,]+ cars?|cars)$/ })
      .click();
}

/** The total the search page shows, as a number ("1,234 cars" → 1234). */
export async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByRole('heading', { level: 2, name: /^[\d,]+ cars?$/ }).textContent();
  return Number(text!.replace(/[^\d]/g, ''));
}
