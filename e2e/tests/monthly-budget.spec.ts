import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { shownTotal } from './support/search.ts';

/** The monthly estimates the result cards show, in dollars, in their order. */
async function shownPayments(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .getByText(/^Est\. \$[\d,]+\/mo$/)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('monthly payments', () => {
  test('a visitor sets a monthly budget and the results follow, then sorts by payment and keeps a calculator choice', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/cars');
    const everyCar = await shownTotal(page);
    const before = await shownPayments(page);
    expect(before.length).toBeGreaterThan(0);
    const budget = 300;
    // The demo catalogue holds cars on both sides of the budget.
    expect(Math.max(...before)).toBeGreaterThan(budget);

    const filters = page.getByRole('complementary', { name: 'Filters' });
    await filters.getByLabel('Monthly budget ($/mo)').fill(String(budget));
    await filters.getByRole('button', { name: 'Apply monthly budget' }).click();
    await expect(page).toHaveURL(/\/cars\?monthlyMax=300$/);
    await expect.poll(() => shownTotal(page)).toBeLessThan(everyCar);
    const within = await shownPayments(page);
    expect(within.length).toBeGreaterThan(0);
    for (const payment of within) expect(payment).toBeLessThanOrEqual(budget);
    await expect(page.getByRole('button', { name: 'Remove filter: Up to $300/mo' })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Sort by').selectOption('Monthly payment: low to high');
    await expect(page).toHaveURL(/\/cars\?monthlyMax=300&sort=monthly_asc$/);
    await expect
      .poll(async () => {
        const sorted = await shownPayments(page);
        return (
          sorted.length > 1 && sorted.every((payment, index) => index === 0 || sorted[index - 1]! <= payment)
        );
      })
      .toBe(true);

    // A reload draws the same search from its address.
    await page.reload();
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByLabel('Monthly budget ($/mo)'),
    ).toHaveValue('300');

    await page.locator('main a[href^="/cars/"]').first().click();
    const calculator = page.getByRole('region', { name: 'Monthly payment' });
    await expect(calculator).toBeVisible();
    await expect(calculator.getByText('Your choices are kept on this device.')).toBeVisible();
    const defaultPayment = await calculator.getByText(/^\$[\d,]+\/mo$/).textContent();
    await calculator.getByLabel('Down payment (%)').fill('30');
    await calculator.getByLabel('Term').selectOption('72 months');
    await expect(calculator.getByText(/^\$[\d,]+\/mo$/)).not.toHaveText(defaultPayment!);
    const chosenPayment = await calculator.getByText(/^\$[\d,]+\/mo$/).textContent();
    await expectAccessible(page);

    await page.reload();
    const again = page.getByRole('region', { name: 'Monthly payment' });
    await expect(again.getByLabel('Down payment (%)')).toHaveValue('30');
    await expect(again.getByLabel('Term')).toHaveValue('72');
    await expect(again.getByText(/^\$[\d,]+\/mo$/)).toHaveText(chosenPayment!);
  });
});
