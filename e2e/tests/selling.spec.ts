import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { vinWithOwnSerial } from './support/listing.ts';
import { signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

const carPhoto = fileURLToPath(new URL('../fixtures/car-photo.jpg', import.meta.url));
/** Five photos of the car from its angles. */
const fivePhotos = ['front', 'side', 'back', 'inside', 'engine'].map((angle) => ({
  name: `${angle}.jpg`,
  mimeType: 'image/jpeg',
  buffer: readFileSync(carPhoto),
}));

/** A 2003 Honda Accord EX-V6's VIN with a serial number of its own. */
const accordVin = () => vinWithOwnSerial('1HGCM82603A');

test.describe('selling', () => {
  test('a seller types a VIN, adds 5 photos, lists and reprices the car; a visitor finds it from Home and is asked to sign in to book', async ({
    page,
  }, testInfo) => {
    const productName = `2016 Journey Hatch ${randomBytes(3).toString('hex')}`;
    const sellerEmail = uniqueEmail('selma');
    await signUp(page, { name: 'Selma Seller', email: sellerEmail, type: 'Seller' });

    await page.goto('/dashboard/addProduct');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Photos', { exact: true }).setInputFiles(fivePhotos);
    await expect(page.getByRole('img', { name: 'Preview of photo 5' })).toBeVisible();
    await expect(page.getByText('5 photos uploaded.')).toBeVisible();
    await page.getByRole('button', { name: 'Make photo 3 the cover' }).click();
    await page.getByRole('button', { name: 'Move photo 5 earlier' }).click();
    await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0199');
    const vin = accordVin();
    const typed = Date.now();
    await page.getByLabel('VIN (optional)').fill(vin.toLowerCase());
    await expect(page.getByText('Filled in from the VIN: 2003 Honda Accord EX-V6.')).toBeVisible();
    // Recorded, not asserted: the note's figure for the time from VIN entry to a filled form.
    testInfo.annotations.push({ type: 'VIN to filled form (ms)', description: String(Date.now() - typed) });
    await expect(page.getByLabel('Make', { exact: true })).toHaveValue('Honda');
    await expect(page.getByLabel('Model', { exact: true })).toHaveValue('Accord');
    await expect(page.getByLabel('Year', { exact: true })).toHaveValue('2003');
    await expect(page.getByLabel('Body type')).toHaveValue('Coupe');
    await page.getByLabel('Body type').selectOption('Hatchback');
    await page.getByLabel('Mileage (miles)').fill('148,250');
    await page.getByLabel('Transmission').selectOption('automatic');
    await page.getByLabel('Drivetrain').selectOption('FWD');
    await page.getByLabel('Exterior color').selectOption('silver');
    await page.getByLabel('ZIP code').fill('78701');
    await expect(page.getByLabel('Location', { exact: true })).toHaveValue('Austin, TX');
    await page.getByLabel('Product name').fill(productName);
    await page.getByLabel('Resale price ($)').fill('8,900');
    await page.getByLabel('Original price ($)').fill('17000');
    await page.getByLabel('Purchase year').fill('2016');
    await page.getByLabel('Years of use').fill('9');
    await page.getByRole('radio', { name: 'Good' }).check();
    await page.getByLabel('Description (optional)').fill('One careful owner.');
    await page.getByRole('button', { name: 'Add product' }).click();

    const added = page.getByRole('dialog');
    // Listing with five photos checks each for reuse on the server: in a full run on two loaded cores it was seen to
    // take more than the default ten seconds once.
    await expect(added).toContainText('product is successfully added', { timeout: 30_000 });
    await added.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/dashboard\/myProducts$/);
    await expect(page.getByText(productName).first()).toBeVisible();
    await expect(page.getByText('$8,900').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: `Edit ${productName}` }).click();
    const editing = page.getByRole('dialog', { name: `Edit ${productName}` });
    await editing.getByLabel('Resale price ($)').fill('8,400');
    await editing.getByRole('button', { name: 'Save changes' }).click();
    await expect(editing).toBeHidden();
    await expect(page.getByText('Price drop $500').first()).toBeVisible();
    await expect(page.getByText('$8,400').first()).toBeVisible();

    await page.getByRole('button', { name: `Advertise ${productName}` }).click();
    const advertised = page.getByRole('dialog');
    await expect(advertised).toContainText(`${productName} is advertised !`);
    await advertised.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('button', { name: `Advertised ${productName}` })).toBeDisabled();

    await signOut(page);
    const latest = page.getByRole('region', { name: 'Latest Collections', exact: true });
    await latest.scrollIntoViewIfNeeded();
    await latest.getByRole('link', { name: productName }).first().click();
    await expect(page).toHaveURL(/\/cars\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(page.getByText('Price drop $500').first()).toBeVisible();
    await expect(page.getByText('Sign in to see the seller’s phone and e-mail.')).toBeVisible();
    const slide = page.getByRole('group', { name: `${productName}, photo 1 of 5` });
    await slide.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('group', { name: `${productName}, photo 2 of 5` })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('group', { name: `${productName}, photo 5 of 5` })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: `Book ${productName}` }).click();
    await expect(page).toHaveURL(/\/login\?from=%2Fcars%2F[0-9a-f-]+$/);
    await signIn(page, sellerEmail);
    await expect(page).toHaveURL(/\/cars\/[0-9a-f-]+$/);

    await page.goto('/dashboard/myProducts');
    await page.getByRole('button', { name: `Delete ${productName}` }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Delete ${productName}?`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = page.getByRole('dialog');
    await expect(deleted).toContainText(`${productName} is deleted successfully`);
    await deleted.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText(productName)).toHaveCount(0);

    await page.goto('/home');
    await expect(page.getByText(productName)).toHaveCount(0);
  });

  test('a photo that is not a photo is refused beside the field', async ({ page }) => {
    await signUp(page, { name: 'Pia Picker', email: uniqueEmail('pia'), type: 'Seller' });
    await page.goto('/dashboard/addProduct');
    await page.getByLabel('Photos', { exact: true }).setInputFiles({
      name: 'car.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await expect(page.getByText('Only JPEG, PNG and WebP photos can be uploaded.')).toBeVisible();
  });

  test('a buyer is turned away from the selling pages', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, 'sam.lee@example.com', 'secondgear-demo');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/dashboard/addProduct');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard/myProducts');
    await expect(page).toHaveURL(/\/login$/);
  });
});
