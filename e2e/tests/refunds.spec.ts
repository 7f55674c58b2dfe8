import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';
import { dashboardMenu, leave, signInAgain, signInAsAdmin } from './support/people.ts';

/** The buyer pays for the car they booked, by card, and signs out. */
async function payAndLeave(page: Page) {
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'PAY NOW' }).click();
  await expect(page.getByRole('dialog', { name: 'Congratulations ! Payment successful' })).toBeVisible();
  await leave(page);
}

test.describe('refunds', () => {
  test('an administrator refunds a paid sale and puts the car back on sale; the buyer reads why in My orders', async ({
    page,
  }) => {
    const { productName } = await listCar(page);
    const buyerEmail = await bookAndOpenPayment(page, productName, 'Rita Refunded');
    await payAndLeave(page);

    await signInAsAdmin(page);
    await page.goto('/dashboard');
    await (await dashboardMenu(page)).getByRole('link', { name: 'Payments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search sales by car, buyer or seller' }).fill(productName);
    const sale = page.getByRole('listitem').filter({ hasText: productName });
    await expect(sale).toHaveCount(1);
    await expect(sale).toContainText('Rita Refunded');
    await expect(sale).toContainText('$8,900.00');
    await expectAccessible(page);

    await sale.getByRole('button', { name: `Refund ${productName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refund ${productName}?` });
    await expect(dialog).toContainText('The buyer gets back $8,900.00');
    const relist = dialog.getByRole('checkbox', { name: 'Put the car back on sale' });
    await expect(relist).not.toBeChecked();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The seller could not hand over the title');
    await relist.check();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Refund $8,900.00' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(sale).toContainText('Refunded $8,900.00 on');
    await expect(sale).toContainText('by Second Gear');
    await expect(sale).toContainText('Reason: The seller could not hand over the title');
    await expect(sale.getByRole('button', { name: `Refund ${productName}` })).toHaveCount(0);
    await leave(page);

    await signInAgain(page, buyerEmail);
    await page.goto('/dashboard/MyOrders');
    await expect(page.getByRole('button', { name: `Refunded ${productName}` })).toBeDisabled();
    await expect(page.getByText(/^Refunded \$8,900\.00 on .+ by Second Gear$/)).toBeVisible();
    await expect(page.getByText('Reason: The seller could not hand over the title')).toBeVisible();
    await expectAccessible(page);

    await page.goto('/carModels/Sedan');
    const car = page.getByRole('article', { name: productName });
    await expect(car).not.toContainText('Status: sold');
  });

  test('a seller refunds the buyer of a paid booking from Deals, and the booking says so', async ({
    page,
  }) => {
    const { productName, sellerEmail } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Sid Sentback');
    await payAndLeave(page);

    await signInAgain(page, sellerEmail);
    await page.goto('/dashboard/deals');
    const deal = page.getByRole('region', { name: productName });
    await deal.getByRole('button', { name: 'Refund the buyer Sid Sentback' }).click();
    const dialog = page.getByRole('dialog', { name: `Refund Sid Sentback for ${productName}?` });
    await expect(dialog.getByRole('checkbox', { name: 'Put the car back on sale' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('The car failed its inspection');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Refund $8,900' }).click();

    await expect(dialog).toHaveCount(0);
    await expect(deal.getByText(/^Refunded \$8,900\.00 on .+ by you$/)).toBeVisible();
    await expect(deal.getByText('Reason: The car failed its inspection')).toBeVisible();
    await expect(deal.getByRole('button', { name: /Refund the buyer/ })).toHaveCount(0);
  });
});
