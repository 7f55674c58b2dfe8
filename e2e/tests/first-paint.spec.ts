import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

/**
 * A car of the demo catalogue that no journey buys, books or removes: the newest car of the search may be one that
 * a journey running beside this one is about to sell.
 */
async function aListedCar(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const answer = (await (await request.get('/api/search?q=Miata')).json()) as {
    cars: { _id: string; productName: string }[];
  };
  const car = answer.cars.find((candidate) => candidate.productName === '2018 Mazda MX-5 Miata Club')!;
  return { id: car._id, name: car.productName };
}

/**
 * Holds the app's scripts back, as a slow link does, so that the page is used as the server drew it. Returns the
 * function that lets them load.
 */
async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return async () => {
    release();
    await page.unrouteAll({ behavior: 'wait' });
  };
}

test.describe('pages drawn by the server, before their scripts have run', () => {
  // Each signs a person up first.
  test.slow();

  test('Book on a car page brings a visitor back to the car after signing in', async ({ page, request }) => {
    const car = await aListedCar(request);
    const email = uniqueEmail('quick');
    await signUp(page, { name: 'Quick Visitor', email });
    await signOut(page);
    const letScriptsLoad = await holdScripts(page);

    // Not waiting for the load, which waits for the scripts.
    await page.goto(`/cars/${car.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible();
    await page.getByRole('link', { name: `Book ${car.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?from=%2Fcars%2F${car.id}$`));
    await letScriptsLoad();
    await signIn(page, email);

    await expect(page).toHaveURL(new RegExp(`/cars/${car.id}$`));
    await expect(page.getByRole('button', { name: `Book ${car.name}` })).toBeVisible();
  });

  test('a signed-in visitor sees their own car page from the first paint', async ({ page, request }) => {
    const car = await aListedCar(request);
    await signUp(page, { name: 'Signed In', email: uniqueEmail('known') });
    const letScriptsLoad = await holdScripts(page);

    await page.goto(`/cars/${car.id}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: car.name })).toBeVisible();

    await expect(page.getByRole('button', { name: `Book ${car.name}` })).toBeVisible();
    await expect(page.getByText('Sign in to book this car or report it.')).toHaveCount(0);
    // On a phone the header's links are behind its menu: counted whether shown or not.
    await expect(page.getByRole('link', { name: 'Sign in', includeHidden: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Dashboard', includeHidden: true })).toHaveCount(1);
    await letScriptsLoad();
    // Once the page has been taken over, Book opens the booking form (pressed until then: a press before it is lost).
    await expect(async () => {
      // A press kept from before the take-over may open the form late: once it is open, it is not pressed again.
      if (!(await page.getByRole('dialog').isVisible())) {
        await page.getByRole('button', { name: `Book ${car.name}` }).click({ timeout: 1_000 });
      }
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
  });
});

test.describe('a visitor with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test("follows Book and Message seller to sign in with the car's way back", async ({ page, request }) => {
    const car = await aListedCar(request);
    const back = `/login?from=%2Fcars%2F${car.id}`;

    await page.goto(`/cars/${car.id}`);

    await expect(page.getByRole('link', { name: `Book ${car.name}` })).toHaveAttribute('href', back);
    await expect(page.getByRole('link', { name: `Report ${car.name}` })).toHaveAttribute('href', back);
    await expect(page.getByRole('link', { name: 'Message seller' })).toHaveAttribute('href', back);
  });
});

test.describe('addresses without a page', () => {
  test.slow();

  test('an unknown page and an unknown car answer 404 with their page', async ({ page }) => {
    const nowhere = await page.goto('/nowhere');
    expect(nowhere?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'The stuff Something went wrong !' })).toBeVisible();

    const unknownCar = await page.goto('/cars/00000000-0000-4000-8000-000000000000');
    expect(unknownCar?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This car is no longer listed.' })).toBeVisible();
  });

  test('an address holding NUL answers 400 with the error page and its way home', async ({ page }) => {
    const response = await page.goto('/blog?x=%00');

    expect(response?.status()).toBe(400);
    await expect(page.getByRole('heading', { name: 'The stuff Something went wrong !' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("the app's pages still answer 200", async ({ request }) => {
    // A few of the app's pages, through the built app's own router (the full list is the renderer's unit test).
    for (const path of ['/dashboard/addProduct', '/carModels/Sedan', '/signup', '/']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('views that fill the screen', () => {
  test.slow();

  test("the car page's full-screen photo fills the screen", async ({ page, request }) => {
    const car = await aListedCar(request);
    await page.goto(`/cars/${car.id}`);

    // Pressed again until the page has been taken over (a press before that is not the subject here).
    await expect(async () => {
      // A press kept from before the take-over may open the view late: once it is open, it is not pressed again.
      if (!(await page.getByRole('dialog').isVisible())) {
        await page.getByRole('button', { name: 'View full screen' }).click({ timeout: 1_000 });
      }
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });

    const viewport = page.viewportSize()!;
    const box = (await page.getByRole('dialog').locator('.modal-box').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(viewport.width - 1);
    expect(box.height).toBeGreaterThanOrEqual(viewport.height - 1);
    const photo = (await page.getByRole('dialog').getByRole('img').boundingBox())!;
    expect(photo.height).toBeGreaterThan(viewport.height / 2);
  });

  test('a comparison opens at its first car, beside the field names', async ({ page, request }) => {
    const answer = (await (await request.get('/api/search')).json()) as { cars: { _id: string }[] };
    const ids = answer.cars.slice(0, 3).map((car) => car._id);

    await page.goto(`/compare?ids=${ids.join(',')}`);

    const firstCar = page.getByRole('columnheader').nth(1);
    await expect(firstCar).toBeVisible({ timeout: 30_000 });
    const names = (await page.getByRole('columnheader').first().boundingBox())!;
    const first = (await firstCar.boundingBox())!;
    expect(first.x).toBeGreaterThanOrEqual(names.x + names.width - 1);
  });
});

test.describe('controls pressed before the scripts have run', () => {
  test.slow();

  test('the menu and the filters open once the page is taken over', async ({ page }, testInfo) => {
    test.skip(
      testInfo.project.name !== 'phone',
      'the menu toggle and the filter sheet are for narrow screens',
    );
    const letScriptsLoad = await holdScripts(page);
    await page.goto('/cars', { waitUntil: 'commit' });
    const menuToggle = page.getByRole('button', { name: 'Open menu' });
    await menuToggle.click();
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'false');

    await letScriptsLoad();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await expect(menuToggle).toHaveAttribute('aria-expanded', 'true');
  });

  test('"View full screen" and "See the comparable cars" open once the page is taken over', async ({
    page,
    request,
  }) => {
    const answer = (await (await request.get('/api/search')).json()) as {
      cars: { _id: string; productName: string; dealRating: unknown }[];
    };
    const car = answer.cars.find((candidate) => candidate.dealRating)!;

    let letScriptsLoad = await holdScripts(page);
    await page.goto(`/cars/${car._id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'View full screen' }).click();
    await letScriptsLoad();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('img')).toBeVisible();

    letScriptsLoad = await holdScripts(page);
    await page.goto(`/cars/${car._id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^See the \d+ comparable cars$/ }).click();
    await letScriptsLoad();
    await expect(page.getByRole('dialog', { name: `Cars compared with ${car.productName}` })).toBeVisible();
  });
});
