import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';
import { dashboardMenu, leave, signInAgain, signUp, uniqueEmail } from './support/people.ts';

test.describe('payouts', () => {
  test('a new seller sets up payouts through Stripe’s onboarding and comes back to see them enabled', async ({
    page,
  }) => {
    const email = uniqueEmail('paula');
    await signUp(page, { name: 'Paula Payee', email, type: 'Seller' });

    await page.goto('/dashboard');
    await (await dashboardMenu(page)).getByRole('link', { name: 'Payouts' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payouts$/);
    await expect(page.getByRole('heading', { name: 'Not connected yet' })).toBeVisible();
    await expect(page.getByText(/No payouts yet/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/dashboard\/payouts\?onboarding=done$/);
    await expect(page.getByRole('heading', { name: 'Payouts enabled' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'your payout account is connected' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /Set up payouts|Continue setup/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Payouts enabled' })).toBeVisible();
  });

  test('a seller who leaves Stripe’s page is asked to continue, and an old link sends them back to press again', async ({
    page,
  }) => {
    await signUp(page, { name: 'Pablo Payee', email: uniqueEmail('pablo'), type: 'Seller' });
    await page.goto('/dashboard/payouts');
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await expect(page.getByRole('heading', { name: 'Set up payouts' })).toBeVisible();
    const link = page.url();

    await page.goto('/dashboard/payouts');
    await expect(page.getByRole('heading', { name: 'Stripe needs more details' })).toBeVisible();
    await expect(page.getByText('the bank account to pay you into')).toBeVisible();

    await page.goto(link);
    await expect(page).toHaveURL(/\/dashboard\/payouts\?onboarding=expired$/);
    await expect(page.getByRole('alert')).toContainText('Press “Continue setup” again for a new one.');
    await page.getByRole('button', { name: 'Continue setup' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Payouts enabled' })).toBeVisible();
  });

  test('a seller with payouts enabled is sent the price less the fee when a buyer pays, and downloads its statement', async ({
    page,
  }) => {
    const { productName, sellerEmail } = await listCar(page);
    await signInAgain(page, sellerEmail);
    await page.goto('/dashboard/payouts');
    await page.getByRole('button', { name: 'Set up payouts' }).click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { name: 'Payouts enabled' })).toBeVisible();
    await leave(page);

    await bookAndOpenPayment(page, productName, 'Paula Purchaser');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Congratulations ! Payment successful' })).toBeVisible();
    await leave(page);

    await signInAgain(page, sellerEmail);
    await page.goto('/dashboard/payouts');
    // $8,900.00 at the 5 % fee: $445.00 kept, $8,455.00 sent, once the job has sent it.
    const transfer = page.getByRole('row').filter({ hasText: productName });
    await expect(async () => {
      await page.reload();
      await expect(transfer).toContainText('Paid', { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(transfer).toContainText('$8,455.00');
    await expect(transfer).toContainText('$445.00');
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await transfer.getByRole('link', { name: `Statement (PDF) of ${productName}` }).click();
    const text = await pdfText(await readFile((await (await download).path())!));
    expect(text).toContain(productName);
    expect(text).toContain('$8,900.00');
    expect(text).toContain('$8,455.00');
  });
});
