import { readFileSync, globSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { mailTo } from './support/inbox.ts';
import { listCar } from './support/market.ts';
import { password, uniqueEmail } from './support/people.ts';

type Messages = Record<string, string>;

const webSource = fileURLToPath(new URL('../../apps/web/src/', import.meta.url));
const serverSource = fileURLToPath(new URL('../../apps/server/src/', import.meta.url));

function catalogue(root: string, folder: string, language: 'en' | 'es'): Messages {
  return JSON.parse(readFileSync(`${root}${folder}/locales/${language}.json`, 'utf8')) as Messages;
}

/** A Spanish text of the web app, by its catalogue's folder and key, with its `{placeholders}` filled in. */
function es(folder: string, key: string, values: Record<string, string> = {}): string {
  const message = catalogue(webSource, folder, 'es')[key];
  if (message === undefined) throw new Error(`No Spanish text ${folder} ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/**
 * The English texts a Spanish page must not show: every whole sentence or label of the web app's English catalogues
 * (no placeholders or tags, two words or more) whose Spanish is different.
 */
const englishOnly = new Set(
  globSync('**/locales/en.json', { cwd: webSource }).flatMap((file) => {
    const folder = file.replace(/\/locales\/en\.json$/, '');
    const spanish = catalogue(webSource, folder, 'es');
    return Object.entries(catalogue(webSource, folder, 'en'))
      .filter(([key, text]) => !/[{<]/.test(text) && text.includes(' ') && spanish[key] !== text)
      .map(([, text]) => text);
  }),
);

/** The lines of the page a person reads that are, word for word, one of the app's English texts. */
async function englishLines(page: Page): Promise<string[]> {
  const lines = (await page.locator('body').innerText()).split('\n').map((line) => line.trim());
  return lines.filter((line) => englishOnly.has(line));
}

async function expectSpanish(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  expect(await englishLines(page), `English left on ${page.url()}`).toEqual([]);
  await expectAccessible(page);
}

test.describe('in Spanish', () => {
  // The visitor's browser asks for Spanish first (its Accept-Language).
  test.use({ locale: 'es-US' });

  test('a Spanish-speaking buyer finds a car, signs up, books and pays for it in Spanish, and is written to in Spanish', async ({
    page,
    browser,
  }) => {
    // The seller uses the site in English, on a browser of their own.
    const sellerBrowser = await browser.newContext({ locale: 'en-US' });
    const { productName } = await listCar(await sellerBrowser.newPage());
    await sellerBrowser.close();

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: es('app', 'home.heading') })).toBeVisible();
    await expectSpanish(page);

    await page.goto('/cars');
    await expect(
      page.getByRole('heading', { level: 1, name: es('features/search', 'page.heading') }),
    ).toBeVisible();
    await expectSpanish(page);

    const email = uniqueEmail('lucia');
    await page.goto('/signup');
    await page.getByLabel(es('features/auth', 'field.username'), { exact: true }).fill('Lucía Compradora');
    await page.getByLabel(es('features/auth', 'field.email'), { exact: true }).fill(email);
    await page.getByLabel(es('features/auth', 'field.password'), { exact: true }).fill(password);
    await page.getByLabel(es('features/auth', 'field.phone'), { exact: true }).fill('+1 555 0100');
    await page.getByLabel(es('features/auth', 'field.location'), { exact: true }).fill('Austin, TX');
    await expectSpanish(page);
    await page.getByRole('button', { name: es('features/auth', 'signUp.submit') }).click();
    await expect(page.getByText(es('features/auth', 'signUp.success'))).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);

    await page.goto('/carModels/Sedan');
    await page
      .getByRole('button', { name: es('features/buying', 'card.bookLabel', { name: productName }) })
      .click();
    const booking = page.getByRole('dialog', {
      name: es('features/buying', 'book.title', { name: productName }),
    });
    await booking.getByLabel(es('features/buying', 'book.location')).fill('Zilker Park, junto a la entrada');
    await expectSpanish(page);
    await booking.getByRole('button', { name: es('features/buying', 'book.submit') }).click();
    const booked = page.getByRole('dialog', { name: es('features/buying', 'book.confirmedTitle') });
    await expect(booked).toBeVisible();
    await booked.getByRole('button').first().click();

    // The e-mail goes out in the language the account was made in.
    const confirmed = catalogue(serverSource, 'modules/bookings', 'es')['confirmed.subject']!;
    await mailTo(email, new RegExp(confirmed.replace('{car}', '.+').replace(/[()]/g, '\\$&')));

    await page.goto('/dashboard/MyOrders');
    await expect(
      page.getByRole('heading', { level: 1, name: es('features/buying', 'orders.heading') }),
    ).toBeVisible();
    await expectSpanish(page);
    await page
      .getByRole('link', { name: es('features/buying', 'orders.payLabel', { name: productName }) })
      .click();
    const payNow = page.getByRole('button', { name: es('features/payments', 'checkout.payNow') });
    await expect(payNow).toBeEnabled();
    await expectSpanish(page);

    await page.getByLabel(es('features/payments', 'sandbox.number')).fill('4242 4242 4242 4242');
    await page
      .getByLabel(es('features/payments', 'sandbox.expiry'))
      .fill(`12/${String((new Date().getUTCFullYear() + 5) % 100).padStart(2, '0')}`);
    await page.getByLabel(es('features/payments', 'sandbox.cvc')).fill('123');
    await payNow.click();
    const paid = page.getByRole('dialog', { name: es('features/payments', 'checkout.paidTitle') });
    await expect(paid).toBeVisible();
    await paid.getByRole('link', { name: es('features/payments', 'myOrders') }).click();
    await expect(
      page.getByRole('button', { name: es('features/buying', 'orders.paidLabel', { name: productName }) }),
    ).toBeDisabled();
    await expectSpanish(page);

    // Switching to English keeps the choice with the account: the next page, and a new device, speak English.
    await page.getByRole('combobox', { name: es('entities', 'language.label') }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    const anotherDevice = await browser.newContext({ locale: 'es-US' });
    const phone = await anotherDevice.newPage();
    await phone.goto('/login');
    await phone.getByLabel(es('features/auth', 'field.email'), { exact: true }).fill(email);
    await phone.getByLabel(es('features/auth', 'field.password'), { exact: true }).fill(password);
    await phone.getByRole('button', { name: es('features/auth', 'login.submit'), exact: true }).click();
    await expect(phone).toHaveURL(/\/home$/);
    await phone.goto('/dashboard/MyOrders');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'en');
    await anotherDevice.close();
  });
});
