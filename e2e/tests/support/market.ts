import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { fillVehicle } from './listing.ts';
import { password, signIn, signOut, signUp, uniqueEmail } from './people.ts';

const carPhoto = fileURLToPath(new URL('../../fixtures/car-photo.jpg', import.meta.url));

/**
 * A fresh seller lists a Sedan of their own for $8,900 and signs out: each journey pays for its own car, whatever
 * the others running beside it buy.
 */
export async function listCar(page: Page): Promise<{ productName: string; sellerEmail: string }> {
  const productName = `2017 Paying Sedan ${randomBytes(3).toString('hex')}`;
  const sellerEmail = uniqueEmail('pat');
  await signUp(page, { name: 'Pat Seller', email: sellerEmail, type: 'Seller' });
  await page.goto('/dashboard/addProduct');
  await page.getByLabel('Photos', { exact: true }).setInputFiles(carPhoto);
  await expect(page.getByText('1 photo uploaded.')).toBeVisible();
  await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0142');
  await page.getByLabel('Product name').fill(productName);
  await page.getByLabel('Body type').selectOption('Sedan');
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
  return { productName, sellerEmail };
}

/**
 * A new buyer books `productName` from its model page and opens its payment page from My orders; gives the buyer's
 * e-mail, to sign in again later.
 */
export async function bookAndOpenPayment(page: Page, productName: string, buyer: string): Promise<string> {
  const email = uniqueEmail(buyer.split(' ')[0]!.toLowerCase());
  await signUp(page, { name: buyer, email });
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
  return email;
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  // A card that expires years from now, whatever today's date.
  await page
    .getByLabel('Expiry')
    .fill(`12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`);
  await page.getByLabel('CVC').fill('123');
}

/**
 * A fresh seller lists a car, a new buyer asks about it from its model page, and the seller answers `reply` in the
 * thread; everyone is signed out after. Answers the car, both people's addresses and the thread's path.
 */
export async function askAndAnswer(
  page: Page,
  options: { buyerName: string; question: string; reply: string },
): Promise<{ productName: string; sellerEmail: string; buyerEmail: string; thread: string }> {
  const { productName, sellerEmail } = await listCar(page);
  const buyerEmail = uniqueEmail(options.buyerName.split(' ')[0]!.toLowerCase());
  await signUp(page, { name: options.buyerName, email: buyerEmail, verify: true });
  await page.goto('/carModels/Sedan');
  await page
    .getByRole('article', { name: productName })
    .getByRole('button', { name: 'Message seller' })
    .click();
  const ask = page.getByRole('dialog', { name: `Message the seller of ${productName}` });
  await ask.getByLabel('Your message').fill(options.question);
  await ask.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
  const thread = new URL(page.url()).pathname;
  await signOut(page);

  await page.goto('/login');
  await signIn(page, sellerEmail, password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto(thread);
  const composer = page.getByLabel('Message', { exact: true });
  await composer.fill(options.reply);
  await composer.press('Enter');
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText(options.reply);
  await signOut(page);
  return { productName, sellerEmail, buyerEmail, thread };
}
