import { expect, expectAccessible, test } from './support/fixtures.ts';
import { dashboardMenu, signUp, uniqueEmail } from './support/people.ts';

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
});
