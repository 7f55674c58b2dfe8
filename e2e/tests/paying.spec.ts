import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signOut, signUp, uniqueEmail } from './support/people.ts';
import { fillVehicle } from './support/listing.ts';

const carPhoto = fileURLToPath(new URL('../fixtures/car-photo.jpg', import.meta.url));

/**
 * A fresh seller lists a Sedan of their own for $8,900 and signs out: each journey pays for its own car, whatever
 * the others running beside it buy.
 */
async function listCar(page: Page): Promise<string> {
  const productName = `2017 Paying Sedan ${randomBytes(3).toString('hex')}`;
  await signUp(page, { name: 'Pat Seller', email: uniqueEmail('pat'), type: 'Seller' });
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Photos', { exact: true }).setInputFiles(carPhoto);
  await expect(page.getByText('1 photo uploaded.')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0142');
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Model', { exact: true }).selectOption('Sedan');
  await fillVehicle(page);
  await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
  await page.getByLabel('Resale price ($)').fill('8900');
  await page.getByLabel('Original price ($)').fill('16000');
  await page.getByLabel('Purchase year').fill('2017');
  await page.getByLabel('Years of use').fill('8');
  await page.getByRole('button', { name: 'Add product' }).click();
  const added = page.getByRole('dialog');
  await expect(added).toContainText('product is successfully added');
  await added.getByRole('button', { name: 'OK' }).click();
  await signOut(page);
  return productName;
}

/** A new buyer books `productName` from its model page and opens its payment page from My orders. */
async function bookAndOpenPayment(page: Page, productName: string, buyer: string) {
  await signUp(page, { name: buyer, email: uniqueEmail(buyer.split(' ')[0]!.toLowerCase()) });
  await page.goto('/carModels/Sedan');
  await page.getByRole('button', { name: `Book ${productName}` }).click();
  const booking = page.getByRole('dialog', { name: `Book ${productName}` });
  await booking.getByLabel('Meeting location').fill('Zilker Park, by the gate');
  await booking.getByRole('button', { name: /^Book/ }).click();
  await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();
  await page.getByRole('dialog', { name: 'Booking Confirmed' }).getByRole('button', { name: 'OK' }).click();

  await page.goto('/dashboard/MyOrders');
  await page.getByRole('link', { name: `Pay for ${productName}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
  await expect(page.getByText(`Pay $8,900 for ${productName}`)).toBeVisible();
  // Ready once the sandbox card form is there and the client secret has arrived.
  await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  // A card that expires years from now, whatever today's date.
  await page
    .getByLabel('Expiry')
    .fill(`12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVC').fill('123');
}

test.describe('paying', () => {
  test('a buyer pays for a booked car by card: congratulations, Paid in My orders, the car sold', async ({
    page,
  }) => {
    const productName = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Penny Payer');
    await expect(page.getByText('Test mode')).toBeVisible();
    await expectAccessible(page);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();

    const paid = page.getByRole('dialog', { name: 'Congratulations ! Payment successful' });
    await expect(paid).toContainText(/TransactionId : pi_\w+/);
    await expectAccessible(page);
    await paid.getByRole('link', { name: 'Go to My orders' }).click();

    await expect(page).toHaveURL(/\/dashboard\/MyOrders$/);
    await expect(page.getByRole('button', { name: `Paid ${productName}` })).toBeDisabled();
    await expect(page.getByRole('link', { name: `Pay for ${productName}` })).toHaveCount(0);

    await page.goto('/carModels/Sedan');
    const car = page.getByRole('article', { name: productName });
    await expect(car).toContainText('Status: sold');
    await expect(car.getByRole('button', { name: `Book ${productName}` })).toBeDisabled();
  });

  test('a declined card says so under the card input and the booking stays unpaid', async ({ page }) => {
    const productName = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Dee Declined');

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'PAY NOW' }).click();

    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
    await expectAccessible(page);

    await page.goto('/dashboard/MyOrders');
    await expect(page.getByRole('link', { name: `Pay for ${productName}` })).toBeVisible();
  });
});
