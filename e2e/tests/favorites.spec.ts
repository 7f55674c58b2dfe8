import { expect, expectAccessible, test } from './support/fixtures.ts';
import { dashboardMenu, openDashboard, signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

// The demo Minivans: three cars for sale that no other journey buys.
const minivans = ['2018 Honda Odyssey EX', '2017 Toyota Sienna LE', '2019 Chrysler Pacifica Touring L'];

test.describe('saved cars', () => {
  test('a buyer saves three cars, finds them in Saved cars and compares them side by side', async ({
    page,
  }, testInfo) => {
    await signUp(page, { name: 'Fay Saver', email: uniqueEmail('fay') });
    await page.goto('/carModels/Minivan');
    for (const name of minivans) {
      const heart = page.getByRole('button', { name: `Save ${name}` });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }

    await openDashboard(page);
    await (await dashboardMenu(page)).getByRole('link', { name: 'Saved cars' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Saved cars' })).toBeVisible();
    await expect(page.getByText('Same price as when you saved it')).toHaveCount(3);
    await expectAccessible(page);

    for (const name of minivans) await page.getByRole('checkbox', { name: `Compare ${name}` }).check();
    await page.getByRole('link', { name: 'Compare 3 cars' }).click();
    await expect(page).toHaveURL(/\/compare\?ids=[0-9a-f-]{36}(,[0-9a-f-]{36}){2}$/);
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveCount(4);
    await expect(table.getByRole('rowheader', { name: /^Make/ })).toContainText('(differs)');
    await expectAccessible(page);

    // Shared as a link, it shows the same cars to anyone.
    const shared = page.url();
    await signOut(page);
    await page.goto(shared);
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(4);

    if (testInfo.project.name === 'phone') {
      // A phone swipes through the cars while the field names stay where they are.
      const fieldName = page.getByRole('rowheader', { name: /^Price/ });
      const before = await fieldName.boundingBox();
      await page
        .getByRole('table')
        .locator('..')
        .evaluate((scroller) => scroller.scrollBy({ left: 600 }));
      await expect.poll(async () => (await fieldName.boundingBox())?.x).toBe(before?.x);
      await expect(page.getByRole('link', { name: minivans.at(-1) })).toBeInViewport();
    }
  });

  test('a visitor who presses Save signs in and finds the car saved on the same page', async ({ page }) => {
    const email = uniqueEmail('vic');
    await signUp(page, { name: 'Vic Visitor', email });
    await signOut(page);

    await page.goto('/carModels/Minivan');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email);
    await page.getByRole('link', { name: minivans[0] }).click();
    await expect(page).toHaveURL(/\/cars\/[0-9a-f-]{36}$/);
    const carPage = page.url();
    await signOut(page);

    await page.goto(carPage);
    await page.getByRole('button', { name: `Save ${minivans[0]}` }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, email);
    await expect(page).toHaveURL(carPage);
    await expect(page.getByText(`Saved ${minivans[0]} to your favourites.`)).toBeVisible();
    await expect(page.getByRole('button', { name: `Save ${minivans[0]}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
