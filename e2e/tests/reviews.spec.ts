import { expect, expectAccessible, test } from './support/fixtures.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';

const reviewText = 'Pat answered every question straight and the car was exactly as described.';

test.describe('reviews', () => {
  test("a buyer who paid reviews the seller, and the seller's profile, linked from the car page, shows it", async ({
    page,
  }) => {
    const { productName } = await listCar(page);
    // The car's own page, as anyone finds it through the search.
    await page.goto(`/cars?q=${encodeURIComponent(productName)}`);
    await expect(page.getByRole('heading', { level: 2, name: '1 car' })).toBeVisible();
    await page.getByRole('main').getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(/\/cars\/[0-9a-f-]{36}$/);
    const carUrl = page.url();

    await bookAndOpenPayment(page, productName, 'Rhea Reviewer');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    const paid = page.getByRole('dialog', { name: 'Congratulations ! Payment successful' });
    await paid.getByRole('link', { name: 'Go to My orders' }).click();

    await page.getByRole('button', { name: `Review the seller of ${productName}` }).click();
    const form = page.getByRole('dialog', { name: 'Review Pat Seller' });
    await form.getByRole('radio', { name: '5 stars' }).check();
    await form.getByLabel(/Your review/).fill(reviewText);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Send review' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('button', { name: `Change your review of ${productName}` })).toBeVisible();

    await page.goto(carUrl);
    await page.getByRole('link', { name: 'Pat Seller' }).click();
    await expect(page).toHaveURL(/\/sellers\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pat Seller' })).toBeVisible();
    const reviews = page.getByRole('list', { name: 'Reviews' });
    await expect(reviews.getByText(reviewText)).toBeVisible();
    await expect(reviews.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
    await expect(page.getByText('Cars sold')).toBeVisible();
    await expectAccessible(page);
  });
});
