import { expect, expectAccessible, test } from './support/fixtures.ts';
import { fillCard, listCar } from './support/market.ts';
import { signUp, uniqueEmail } from './support/people.ts';

// The expiry itself (the job queue releasing the hold, the car available again) is proven on the server, in
// reservation-expiry.test.ts: journeys share one server, whose reservations last the default 72 hours.
test.describe('reserving', () => {
  test('a buyer reserves a car with the sandbox card; another buyer sees it reserved live', async ({
    page,
    browser,
  }) => {
    // Two people sign up and a seller lists a car before the reservation itself.
    test.slow();
    const { productName } = await listCar(page);

    // The other buyer, in a browser of their own, has the car's page open before it is reserved.
    const otherContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const other = await otherContext.newPage();
    await signUp(other, { name: 'Olly Other', email: uniqueEmail('olly'), verify: true });
    await other.goto('/carModels/Sedan');
    await other.getByRole('link', { name: productName }).first().click();
    await expect(other.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Reserve for $250' })).toBeVisible();

    await signUp(page, { name: 'Rita Reserver', email: uniqueEmail('rita'), verify: true });
    await page.goto('/carModels/Sedan');
    await page.getByRole('link', { name: productName }).first().click();
    await page.getByRole('button', { name: 'Reserve for $250' }).click();
    const dialog = page.getByRole('dialog', { name: `Reserve ${productName}` });
    await expect(dialog.getByText('Test mode')).toBeVisible();
    await fillCard(page, '4242 4242 4242 4242');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Reserve for $250' }).click();

    const reserved = page.getByRole('dialog', { name: 'Reserved' });
    await expect(reserved).toContainText('Reserved until');
    await expect(reserved).toContainText('Pay the rest ($8,650) from My orders');
    await reserved.getByRole('link', { name: 'Go to My orders' }).click();
    const row = page.getByRole('row', { name: new RegExp(productName) });
    await expect(row).toContainText('Reserved until');
    await expect(row).toContainText('$250');
    await expect(row).toContainText('$8,650');

    // Live: the other buyer's open page says so without a reload, and offers no reservation.
    await expect(other.getByText(/^Reserved until/).first()).toBeVisible();
    await expect(other.getByRole('button', { name: 'Reserve for $250' })).toHaveCount(0);
    await expectAccessible(other);

    // The buyer cancels: the hold is released and the car can be reserved again.
    await row.getByRole('button', { name: `Cancel the reservation of ${productName}` }).click();
    await expect(row).toContainText('Cancelled');
    await expect(other.getByRole('button', { name: 'Reserve for $250' })).toBeVisible();
    await otherContext.close();
  });
});
