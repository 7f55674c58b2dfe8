import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { zipSync } from 'fflate';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { seedDealership } from './support/dealership.ts';
import { signUp, uniqueEmail } from './support/people.ts';
import { shownTotal } from './support/search.ts';

const carPhoto = readFileSync(fileURLToPath(new URL('../fixtures/car-photo.jpg', import.meta.url)));
const models = [
  ['Toyota', 'Camry', 'Sedan'],
  ['Honda', 'CR-V', 'SUV'],
  ['Ford', 'F-150', 'Pickup'],
  ['Mazda', 'CX-5', 'SUV'],
  ['Subaru', 'Outback', 'Wagon'],
] as const;

/** A 50-row inventory file whose descriptions carry `word`, and its photos (one each, named by stock number). */
function inventory(word: string) {
  const header =
    'stock_number,vin,make,model,trim,year,mileage,price,body_type,fuel,transmission,drivetrain,colour,condition,description,photos';
  const rows = Array.from({ length: 50 }, (_, index) => {
    const [make, model, bodyType] = models[index % models.length]!;
    const stock = `E${String(index + 1).padStart(3, '0')}`;
    return [
      stock,
      '',
      make,
      model,
      '',
      String(2015 + (index % 8)),
      String(20_000 + index * 1_000),
      String(12_000 + index * 250),
      bodyType,
      'gasoline',
      'automatic',
      'AWD',
      'blue',
      'Good',
      `Dealer car ${word} number ${index + 1}`,
      `${stock}.jpg`,
    ].join(',');
  });
  const photos = Object.fromEntries(
    rows.map((_, index) => [`E${String(index + 1).padStart(3, '0')}.jpg`, carPhoto]),
  );
  return {
    csv: {
      name: 'inventory.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${rows.join('\n')}\n`),
    },
    zip: { name: 'photos.zip', mimeType: 'application/zip', buffer: Buffer.from(zipSync(photos)) },
  };
}

test.describe('inventory from a file', () => {
  test('a dealer owner checks and imports 50 cars with photos, follows the progress and finds them in search', async ({
    page,
  }) => {
    const email = uniqueEmail('dora');
    await signUp(page, { name: 'Dora Dealer', email, type: 'Seller' });
    const dealer = await seedDealership(email, `Dora Motors ${randomBytes(3).toString('hex')}`);
    // The dealership's own calls (GET /api/dealers/mine) belong to the dealers' part; its answer is given here.
    await page.route('**/api/dealers/mine', (route) => route.fulfill({ json: { dealer, role: 'owner' } }));
    const word = `batch${randomBytes(3).toString('hex')}`;
    const files = inventory(word);

    await page.goto('/dashboard/dealer/import');
    await expect(page.getByRole('heading', { level: 1, name: 'Import inventory' })).toBeVisible();
    await page.getByLabel('Inventory file (CSV)').setInputFiles(files.csv);
    await page.getByLabel('Photos (ZIP archive)').setInputFiles(files.zip);
    await page.getByRole('button', { name: 'Check file' }).click();
    const check = page.getByRole('table', { name: 'What each row would do' });
    await expect(check.getByRole('row')).toHaveCount(51);
    await expect(page.getByText(/50 rows: 50 new, 0 updated, 0 unchanged, 0 refused/)).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/dashboard\/dealer\/import\?import=[0-9a-f-]{36}$/);
    const progress = page.getByRole('progressbar', { name: 'Import progress' });
    const status = page.getByRole('region', { name: 'Import', exact: true }).getByRole('status');
    await expect(progress).toBeVisible();
    await expect(status).toHaveText(/50 of 50 rows done: 50 new.*The import is finished\./, {
      timeout: 120_000,
    });
    await expect(progress).toHaveAttribute('value', '50');
    await page.reload();
    await expect(status).toHaveText(/The import is finished\./);
    await expectAccessible(page);

    await page.goto(`/cars?q=${word}`);
    await expect(page.getByRole('heading', { level: 2, name: '50 cars' })).toBeVisible();
    expect(await shownTotal(page)).toBe(50);
  });
});
