import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { dashboardMenu, leave, openDashboard, signInAsAdmin, signUp, uniqueEmail } from './support/people.ts';
import { listCivic, signUpSeller, type ListedCar } from './support/search.ts';

const resultLink = (page: Page, car: ListedCar) => page.locator(`main a[href="/cars/${car.id}"]`);

test.describe('moderation', () => {
  test('an administrator hides a reported listing from the queue; it leaves search and the audit log tells why', async ({
    page,
  }) => {
    await signUpSeller(page);
    const car = await listCivic(page, { price: 14_900, mileage: 71_000 });
    await leave(page);

    await signUp(page, { name: 'Rita Reporter', email: uniqueEmail('rita') });
    await page.goto('/carModels/Sedan');
    await page.getByRole('button', { name: `Report ${car.productName}` }).click();
    const report = page.getByRole('dialog', { name: `Report ${car.productName}` });
    await report.getByRole('radio', { name: 'Misleading' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('button', { name: `Reported ${car.productName}` })).toBeVisible();
    // The car's own page knows from the server, after a reload too.
    await page.goto(`/cars/${car.id}`);
    await expect(page.getByRole('button', { name: `Reported ${car.productName}` })).toBeDisabled();
    await page.reload();
    await expect(page.getByRole('button', { name: `Reported ${car.productName}` })).toBeDisabled();
    await page.goto(`/cars?q=${encodeURIComponent(car.productName)}`);
    await expect(resultLink(page, car)).toHaveCount(1);
    await leave(page);

    await signInAsAdmin(page);
    await openDashboard(page);
    await (await dashboardMenu(page)).getByRole('link', { name: 'Moderation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    // Oldest first: the new report may be on a later page.
    const entry = page.getByRole('article', { name: `Listing: ${car.productName}` });
    const more = page.getByRole('button', { name: 'Load more' });
    while (!(await entry.isVisible()) && (await more.isVisible())) await more.click();
    await expect(entry).toContainText('misleading');
    await expectAccessible(page);

    await entry.getByRole('button', { name: `Hide listing: ${car.productName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hide listing: ${car.productName}` });
    await dialog.getByRole('button', { name: 'Hide listing' }).click();
    await expect(dialog.getByRole('alert')).toContainText('give a reason');
    await dialog.getByLabel('Reason (the owner may read it)').fill('The photos show a different car.');
    await dialog.getByRole('button', { name: 'Hide listing' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(entry).toHaveCount(0);

    await page.goto(`/cars?q=${encodeURIComponent(car.productName)}`);
    await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ cars?$/ })).toBeVisible();
    await expect(resultLink(page, car)).toHaveCount(0);

    await page.goto('/dashboard/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Action', { exact: true }).fill('hide');
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.getByRole('row').filter({ hasText: car.id });
    await expect(row).toContainText('The photos show a different car.');
    await expect(row).toContainText('admin@example.com');
    await expectAccessible(page);
  });
});
