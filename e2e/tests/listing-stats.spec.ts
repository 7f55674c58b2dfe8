import { expect, expectAccessible, test } from './support/fixtures.ts';
import { listCar } from './support/market.ts';
import { password, signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

test.describe('listing stats', () => {
  test("after a buyer views, saves and messages a car, the seller's My products and stats show each", async ({
    page,
  }) => {
    const { productName, sellerEmail } = await listCar(page);

    await signUp(page, { name: 'Vera Viewer', email: uniqueEmail('vera'), verify: true });
    await page.goto('/carModels/Sedan');
    await page.getByRole('article', { name: productName }).getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    const heart = page.getByRole('button', { name: `Save ${productName}` }).first();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Message seller' }).click();
    const ask = page.getByRole('dialog', { name: `Message the seller of ${productName}` });
    await ask.getByLabel('Your message').fill('Hello! Is the timing belt recent?');
    await ask.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    await signOut(page);

    await page.goto('/login');
    await signIn(page, sellerEmail, password);
    await expect(page).toHaveURL(/\/home$/);
    // The journeys' server writes its counts every half second: the row shows them once written.
    await expect(async () => {
      await page.goto('/dashboard/myProducts');
      await expect(page.getByText('1 view · 1 save · 1 message')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });

    await page.getByRole('link', { name: `Stats of ${productName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Listing stats' })).toBeVisible();
    await expect(page.getByText(productName)).toBeVisible();
    const figure = (label: string) =>
      page
        .locator('dt')
        .filter({ hasText: new RegExp(`^${label}$`) })
        .locator('xpath=following-sibling::dd[1]');
    await expect(figure('Views')).toHaveText('1');
    await expect(figure('Saves')).toHaveText('1');
    await expect(figure('Messages')).toHaveText('1');
    await expect(figure('Days on market')).toHaveText('0');
    // The chart is drawn on a canvas by the lazily loaded chart library.
    await expect(
      page.getByRole('region', { name: 'Activity by day' }).locator('canvas').first(),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
