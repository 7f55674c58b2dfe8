import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signUp, uniqueEmail } from './support/people.ts';

test.describe('buying', () => {
  test('a buyer opens a model from Home, books a car, reports another and finds the booking in My orders', async ({
    page,
  }) => {
    await signUp(page, { name: 'Bo Booker', email: uniqueEmail('bo') });

    await page
      .getByRole('region', { name: 'Browse Our Models', exact: true })
      .getByRole('link', { name: /Coupe/ })
      .click();
    await expect(page).toHaveURL(/\/carModels\/Coupe$/);
    await expect(page.getByRole('heading', { level: 1, name: /Coupe/ })).toBeVisible();
    await expectAccessible(page);

    // The demo Coupes: the BMW is advertised and available; the Civic too.
    await page.getByRole('button', { name: 'Book 2019 BMW 430i Coupe' }).click();
    const booking = page.getByRole('dialog', { name: 'Book 2019 BMW 430i Coupe' });
    await expect(booking.getByLabel('Your name')).toHaveValue('Bo Booker');
    await booking.getByLabel('Meeting location').fill('Downtown Austin, by the library');
    await booking.getByLabel('Phone').fill('+1 512 555 0177');
    await expectAccessible(page);
    await booking.getByRole('button', { name: /^Book/ }).click();
    await expect(page.getByRole('dialog', { name: 'Booking Confirmed' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Booking Confirmed' }).getByRole('button').first().click();

    await page.getByRole('button', { name: 'Report 2015 Honda Civic Si Coupe' }).click();
    const report = page.getByRole('dialog', { name: 'Report 2015 Honda Civic Si Coupe' });
    await report.getByRole('radio', { name: 'Wrong price or details' }).check();
    await report.getByLabel(/Note/).fill('The mileage in the description does not match the photos.');
    await expectAccessible(page);
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(page.getByRole('button', { name: 'Reported 2015 Honda Civic Si Coupe' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Reported 2015 Honda Civic Si Coupe' })).toBeVisible();

    await page.goto('/dashboard/MyOrders');
    const pay = page.getByRole('link', { name: 'Pay for 2019 BMW 430i Coupe' });
    await expect(pay).toBeVisible();
    await expect(pay).toHaveAttribute('href', /^\/dashboard\/payment\/[0-9a-f-]{36}$/);
    await expectAccessible(page);
  });

  test('a sold car cannot be booked or reported', async ({ page }) => {
    await signUp(page, { name: 'Sid Sold', email: uniqueEmail('sid') });
    await page.goto('/carModels/SUV');
    await expect(page.getByRole('button', { name: 'Book 2019 Honda CR-V EX' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Report 2019 Honda CR-V EX' })).toBeDisabled();
  });

  test('a signed-out visitor is sent to sign in and an unknown model shows the error page', async ({
    page,
  }) => {
    await page.goto('/carModels/Sedan');
    await expect(page).toHaveURL(/\/login$/);
    await signUp(page, { name: 'Una Known', email: uniqueEmail('una') });
    await page.goto('/carModels/Hovercraft');
    await expect(page.getByRole('heading', { name: 'The stuff Something went wrong !' })).toBeVisible();
  });

  test('a buyer with no orders is told so', async ({ page }) => {
    await signUp(page, { name: 'Nell None', email: uniqueEmail('nell') });
    await page.goto('/dashboard/MyOrders');
    await expect(page.getByText("You didn't make any order yet !")).toBeVisible();
  });
});
