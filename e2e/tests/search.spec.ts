import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signOut } from './support/people.ts';
import {
  closeFilters,
  listCivic,
  openFilters,
  shownTotal,
  signUpSeller,
  type ListedCar,
} from './support/search.ts';

const isPhone = (projectName: string) => projectName === 'phone';
/** A car of the results, by the page it links to: every Civic of the journeys running beside this one looks alike. */
const resultLink = (page: Page, car: ListedCar) => page.locator(`main a[href="/cars/${car.id}"]`);

test.describe('finding a car', () => {
  test('a visitor searches "civc" from Home, narrows by price and mileage, sorts by best deal, opens a car and comes back', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const phone = isPhone(testInfo.project.name);
    await signUpSeller(page);
    const cheap = await listCivic(page, { price: 9_400, mileage: 38_000 });
    const dear = await listCivic(page, { price: 21_000, mileage: 41_000 });
    const worn = await listCivic(page, { price: 8_900, mileage: 142_000 });
    await signOut(page);

    await page.goto('/');
    const quickSearch = page.getByRole('search', { name: 'Find a car' });
    await quickSearch.getByLabel('Model').fill('civc');
    await quickSearch.getByRole('button', { name: 'Search cars' }).click();
    await expect(page).toHaveURL(/\/cars\?q=civc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find a car' })).toBeVisible();
    for (const car of [cheap, dear, worn]) await expect(resultLink(page, car)).toHaveCount(1);
    await expect(resultLink(page, cheap)).toHaveAccessibleName('2018 Honda Civic');
    const everyCivic = await shownTotal(page);

    let filters = await openFilters(page, phone);
    const hondaCount = filters.getByRole('checkbox', { name: /^Honda, / });
    const hondaBefore = await hondaCount.getAttribute('aria-label');
    await filters.getByLabel('Max price', { exact: true }).fill('10,000');
    await filters.getByRole('button', { name: 'Apply price, year and mileage' }).click();
    await expect(page).toHaveURL(/\/cars\?q=civc&priceMax=10000$/);
    await expect(resultLink(page, dear)).toHaveCount(0);
    await expect(hondaCount).not.toHaveAttribute('aria-label', hondaBefore!);
    const hondaUnderTenThousand = await hondaCount.getAttribute('aria-label');

    await filters.getByLabel('Max mileage (mi)').fill('50000');
    await filters.getByRole('button', { name: 'Apply price, year and mileage' }).click();
    await expect(page).toHaveURL(/\/cars\?q=civc&priceMax=10000&mileageMax=50000$/);
    await expect(resultLink(page, worn)).toHaveCount(0);
    await expect(hondaCount).not.toHaveAttribute('aria-label', hondaUnderTenThousand!);
    await closeFilters(page, phone);
    await expect(resultLink(page, cheap)).toBeVisible();
    expect(await shownTotal(page)).toBeLessThan(everyCivic);
    await expect(page.getByRole('button', { name: 'Remove filter: Up to $10,000' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter: Up to 50,000 mi' })).toBeVisible();

    await page.getByLabel('Sort by').selectOption('Best deal');
    await expect(page).toHaveURL(/\/cars\?q=civc&priceMax=10000&mileageMax=50000&sort=best_deal$/);
    const results = page.url();
    await expect(resultLink(page, cheap)).toBeVisible();
    await resultLink(page, cheap).click();
    await expect(page).toHaveURL(new RegExp(`/cars/${cheap.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: cheap.productName })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(results);
    await expect(page.getByLabel('Sort by')).toHaveValue('best_deal');
    await expect(resultLink(page, cheap)).toBeVisible();
    await expect(resultLink(page, dear)).toHaveCount(0);
    filters = await openFilters(page, phone);
    await expect(filters.getByLabel('Max price', { exact: true })).toHaveValue('10000');
    await closeFilters(page, phone);
  });

  test('a sold car leaves the results on the next search', async ({ page }) => {
    test.setTimeout(120_000);
    await signUpSeller(page);
    const car = await listCivic(page, { price: 15_500, mileage: 60_000 });
    await page.goto('/cars?q=civc&sort=newest');
    await expect(resultLink(page, car)).toHaveCount(1);

    await page.goto('/dashboard/myProducts');
    await page.getByRole('button', { name: `Mark as sold: ${car.productName}` }).click();
    await page
      .getByRole('dialog', { name: `Mark ${car.productName} as sold?` })
      .getByRole('button', { name: 'Mark as sold' })
      .click();
    await expect(page.getByRole('dialog', { name: `${car.productName} is marked as sold` })).toBeVisible();

    await page.goto('/cars?q=civc&sort=newest');
    await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ cars?$/ })).toBeVisible();
    await expect(resultLink(page, car)).toHaveCount(0);
  });

  test('a filtered search and a car page arrive with their cars drawn, before any script has run', async ({
    browser,
    page,
  }) => {
    const noScripts = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize() ?? undefined,
    });
    const plainPage = await noScripts.newPage();
    await plainPage.goto('/cars?make=BMW');
    const bmw = plainPage.getByRole('link', { name: '2019 BMW 430i Coupe' });
    await expect(bmw).toBeVisible();
    await expect(plainPage.locator('main img').first()).toHaveJSProperty('complete', true);
    await bmw.click();
    await expect(plainPage).toHaveURL(/\/cars\/[^/?]+$/);
    await expect(plainPage.getByRole('heading', { level: 1, name: /2019 BMW 430i/ })).toBeVisible();
    await noScripts.close();
  });

  test('a refused search says why beside the field, and an empty one suggests what to drop', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await page.goto('/cars?zip=00000');
    await expect(page.getByRole('alert').filter({ hasText: /^zip/ }).first()).toBeVisible();
    await page.goto('/cars?q=civc&priceMax=1');
    await expect(page.getByText('No cars match this search.')).toBeVisible();
    await page.getByRole('button', { name: 'Without Up to $1' }).click();
    await expect(page).toHaveURL(/\/cars\?q=civc$/);
    const filters = await openFilters(page, phone);
    await expect(filters.getByLabel('Max price', { exact: true })).toHaveValue('');
    await closeFilters(page, phone);
  });

  test('the search page, its filters and the deal ratings page are accessible', async ({
    page,
  }, testInfo) => {
    const phone = isPhone(testInfo.project.name);
    await page.goto('/cars');
    await expect(page.getByRole('heading', { level: 2, name: /^[\d,]+ cars?$/ })).toBeVisible();
    await expectAccessible(page);
    if (phone) {
      await openFilters(page, phone);
      await expectAccessible(page);
      await closeFilters(page, phone);
    }
    await page.getByRole('link', { name: 'how we rate deals' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'How we rate deals' })).toBeVisible();
    await expect(
      page.getByRole('row', { name: /Great deal At least 10 % below the expected price/ }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
