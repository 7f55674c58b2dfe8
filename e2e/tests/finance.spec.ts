import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';
import { dashboardMenu, signInAsAdmin, signOut } from './support/people.ts';

/** A figure of the finance table ("$12,345.50") in cents. */
const centsOf = (text: string) => Math.round(Number(text.replace(/[$,]/g, '')) * 100);

test.describe('finance', () => {
  test('an administrator opens the finance page after a purchase and sees the sale and its fee', async ({
    page,
  }) => {
    const { productName } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Fiona Finance');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    const paid = page.getByRole('dialog', { name: 'Congratulations ! Payment successful' });
    await paid.getByRole('link', { name: 'Go to My orders' }).click();
    await expect(page.getByRole('button', { name: `Paid ${productName}` })).toBeDisabled();
    await signOut(page);

    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await (await dashboardMenu(page)).getByRole('link', { name: 'Finance' }).click();
    await expect(page).toHaveURL(/\/dashboard\/finance$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();

    // Today's row (UTC, as the books are kept). Other journeys buy on this server too: the sale is at least there.
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'medium' }).format(
      new Date(),
    );
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: today }) });
    const cells = row.getByRole('cell');
    await expect(cells).toHaveCount(5);
    const [gross, fees] = [centsOf(await cells.nth(0).innerText()), centsOf(await cells.nth(1).innerText())];
    expect(gross).toBeGreaterThanOrEqual(890_000);
    // 5 % of the $8,900 sale is $445.00.
    expect(fees).toBeGreaterThanOrEqual(44_500);
    await expect(
      page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Total' }) }),
    ).toBeVisible();
    await expectAccessible(page);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^second-gear-finance-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const csv = await readFile((await file.path())!, 'utf8');
    const todayIso = new Date().toISOString().slice(0, 10);
    expect(csv.split('\r\n')[0]).toBe('period,grossCents,feeCents,refundCents,transferredCents,pendingCents');
    const line = csv.split('\r\n').find((entry) => entry.startsWith(`${todayIso},`))!;
    expect(Number(line.split(',')[1])).toBeGreaterThanOrEqual(890_000);
  });
});
