import { expect, expectAccessible, test } from './support/fixtures.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';

test.describe('paying', () => {
  test('a buyer pays for a booked car by card: congratulations, Paid in My orders, the car sold', async ({
    page,
  }) => {
    const { productName } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Penny Payer');
    await expect(page.getByText('Test mode')).toBeVisible();
    await expectAccessible(page);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();

    const paid = page.getByRole('dialog', { name: 'Congratulations ! Payment successful' });
    await expect(paid).toContainText(/TransactionId : pi_\w+/);
    await expectAccessible(page);
    await paid.getByRole('link', { name: 'Go to My orders' }).click();

    await expect(page).toHaveURL(/\/dashboard\/MyOrders$/);
    await expect(page.getByRole('button', { name: `Paid ${productName}` })).toBeDisabled();
    await expect(page.getByRole('link', { name: `Pay for ${productName}` })).toHaveCount(0);

    await page.goto('/carModels/Sedan');
    const car = page.getByRole('article', { name: productName });
    await expect(car).toContainText('Status: sold');
    await expect(car.getByRole('button', { name: `Book ${productName}` })).toBeDisabled();
  });

  test('a declined card says so under the card input and the booking stays unpaid', async ({ page }) => {
    const { productName } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Dee Declined');

    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'PAY NOW' }).click();

    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
    await expectAccessible(page);

    await page.goto('/dashboard/MyOrders');
    await expect(page.getByRole('link', { name: `Pay for ${productName}` })).toBeVisible();
  });
});
