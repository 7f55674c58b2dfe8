import { randomInt } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { dashboardMenu, openDashboard, signIn, signOut, signUp, uniqueEmail } from './support/people.ts';
import { listCivic, signUpSeller } from './support/search.ts';

/** A price of its own, so that the cars other journeys list at the same time are not counted as new here. */
const ownPrice = () => randomInt(11_000, 15_000);
const dollars = (amount: number) => `$${amount.toLocaleString('en-US')}`;

test.describe('saved searches', () => {
  test('a buyer saves a search, a seller lists a matching car, and the buyer finds it counted and marked New', async ({
    page,
    browser,
  }) => {
    const price = ownPrice();
    const search = `/cars?make=Honda&priceMin=${price}&priceMax=${price}`;
    const name = `Honda ${dollars(price)}–${dollars(price)}`;
    await signUp(page, { name: 'Sue Searcher', email: uniqueEmail('sue') });

    await page.goto(search);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('dialog', { name: 'Save this search' });
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    await form.getByRole('radio', { name: /Instantly/ }).check();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Saved as “${name}”` })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `Search saved as “${name}”: see your saved searches` }),
    ).toBeVisible();

    await openDashboard(page);
    await (await dashboardMenu(page)).getByRole('link', { name: 'Saved searches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
    await expect(entry.getByRole('button', { name: `Show cars for “${name}”` })).toBeVisible();
    await expect(entry).not.toContainText('new car');

    // A seller, in a browser of their own, lists a Civic the search shows: the open page counts it, without a reload.
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const seller = await sellerContext.newPage();
    await signUpSeller(seller);
    const civic = await listCivic(seller, { price, mileage: 52_000 });
    await sellerContext.close();
    await expect(entry).toContainText('1 new car since your last visit');
    await expect(entry).toContainText(`Honda · From ${dollars(price)} · Up to ${dollars(price)}`);
    await expect(entry.getByRole('combobox', { name: `E-mails for “${name}”` })).toHaveValue('instant');
    await expectAccessible(page);

    await entry.getByRole('button', { name: `Show cars for “${name}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/cars\\?make=Honda&priceMin=${price}&priceMax=${price}$`));
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="/cars/${civic.id}"]`) });
    await expect(card.getByText('New', { exact: true })).toBeVisible();
    // The heart on the card saves the car without leaving the results.
    const heart = card.getByRole('button', { name: 'Save 2018 Honda Civic' });
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`/cars\\?make=Honda&priceMin=${price}&priceMax=${price}$`));

    // The address alone, as shared, marks nothing.
    const shared = await page.context().newPage();
    await shared.goto(page.url());
    const sharedCard = shared
      .getByRole('article')
      .filter({ has: shared.locator(`a[href="/cars/${civic.id}"]`) });
    await expect(sharedCard).toBeVisible();
    await expect(sharedCard.getByText('New', { exact: true })).toHaveCount(0);

    // Opened, the search starts counting again.
    await shared.goto('/dashboard/saved-searches');
    const seen = shared.getByRole('listitem').filter({ has: shared.getByRole('heading', { name }) });
    await expect(seen.getByRole('button', { name: `Show cars for “${name}”` })).toBeVisible();
    await expect(seen).not.toContainText('new car');
  });

  test('the same search saved twice is refused, naming the first', async ({ page }) => {
    const price = ownPrice();
    const search = `/cars?make=Honda&priceMax=${price}`;
    await signUp(page, { name: 'Tim Twice', email: uniqueEmail('tim') });
    await page.goto(search);
    // A second tab opens the form before the first saves.
    const other = await page.context().newPage();
    await other.goto(search);
    await other.getByRole('button', { name: 'Save this search' }).click();
    const lateForm = other.getByRole('dialog', { name: 'Save this search' });
    await expect(lateForm).toBeVisible();

    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('dialog', { name: 'Save this search' });
    await form.getByRole('textbox', { name: 'Name' }).fill('First Hondas');
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved as “First Hondas”' })).toBeVisible();

    await lateForm.getByRole('button', { name: 'Save search' }).click();
    await expect(lateForm.getByRole('alert')).toHaveText('You saved this search already as “First Hondas”.');
    await expect(lateForm).toBeVisible();
  });

  test('a visitor who presses Save this search signs in and comes back to the same search with the form open', async ({
    page,
  }) => {
    const price = ownPrice();
    const email = uniqueEmail('val');
    await signUp(page, { name: 'Val Visitor', email });
    await signOut(page);

    await page.goto(`/cars?make=Honda&priceMax=${price}`);
    // The results are drawn by the server: a press that lands before the page's script has taken over may be acted on
    // only once it has, after the press timed out here. Press again until it leads to the sign-in page, but only while
    // still on the results: a round that finds the sign-in page already there must not look for the button on it.
    await expect(async () => {
      if (!page.url().endsWith('/login'))
        await page.getByRole('button', { name: 'Save this search' }).click({ timeout: 1_000 });
      await expect(page).toHaveURL(/\/login$/, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await signIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/cars\\?make=Honda&priceMax=${price}$`));
    const form = page.getByRole('dialog', { name: 'Save this search' });
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue(`Honda under ${dollars(price)}`);
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Saved as “Honda under ${dollars(price)}”` }),
    ).toBeVisible();
  });
});
