import { expect, expectAccessible, test } from './support/fixtures.ts';
import { vinWithOwnSerial } from './support/listing.ts';
import { leave, openMenuIfPhone, signIn, signUp, uniqueEmail } from './support/people.ts';

/** A 2018 Honda Accord's VIN (the demo catalogue has Accords of 2015–2023). */
const accordVin = () => vinWithOwnSerial('1HGCV1F30JA');

test.describe('valuation', () => {
  test('a visitor values a car by VIN, presses List it, signs in as a seller and sees the form prefilled with live price guidance', async ({
    page,
  }) => {
    const sellerEmail = uniqueEmail('valerie');
    await signUp(page, { name: 'Valerie Seller', email: sellerEmail, type: 'Seller' });
    await leave(page);

    await openMenuIfPhone(page);
    await page.getByRole('link', { name: 'Value my car' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'What is my car worth?' })).toBeVisible();
    await expectAccessible(page);
    const vin = accordVin();
    await page.getByLabel('VIN (optional)').fill(vin);
    await page.getByLabel('Mileage (miles)').fill('42,000');
    await page.getByLabel('ZIP code').fill('78701');
    await page.getByRole('button', { name: 'Value my car' }).click();

    const result = page.getByRole('region', { name: 'Your 2018 Honda Accord, 42,000 mi, Austin, TX' });
    await expect(result).toBeVisible();
    const expected = result.getByText(/^Expected price/);
    await expect(expected).toHaveText(/Expected price \$\d{1,3}(,\d{3})*/);
    const expectedPrice = Number((await expected.textContent())!.replace(/\D/g, ''));
    await expect(
      result.getByRole('list', { name: 'Deal bands at these prices' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(result.getByText(/^From \d+ comparable cars/)).toBeVisible();
    await expectAccessible(page);

    await result.getByRole('button', { name: /See the \d+ comparable cars/ }).click();
    const comparables = page.getByRole('dialog', { name: 'The cars your car was compared with' });
    await expect(comparables.getByRole('row').nth(1)).toBeVisible();
    await comparables.getByRole('button', { name: 'Close' }).click();

    await result.getByRole('link', { name: 'List it' }).click();
    await expect(page).toHaveURL(/\/login/);
    await signIn(page, sellerEmail);

    await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await expect(page.getByLabel('VIN (optional)')).toHaveValue(vin);
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Honda');
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Accord');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2018');
    await expect(page.getByLabel('Mileage (miles)')).toHaveValue(/42,?000/);
    await expect(page.getByLabel('ZIP code')).toHaveValue('78701');
    const price = page.getByLabel('Resale price ($)');
    await expect(price).toHaveValue(
      new RegExp(`^\\$?${expectedPrice.toLocaleString('en-US')}$|^${expectedPrice}$`),
    );

    const guidance = page.getByRole('region', { name: 'Price guidance' });
    await expect(guidance.getByText(/buyers would see/)).toContainText('Fair price');
    await price.fill(String(Math.round(expectedPrice * 0.8)));
    await expect(guidance.getByText(/buyers would see/)).toContainText('Great deal');
    await price.fill(String(Math.round(expectedPrice * 1.2)));
    await expect(guidance.getByText(/buyers would see/)).toContainText('Overpriced');
    await expectAccessible(page);
  });
});
