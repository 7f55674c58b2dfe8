import { expect, expectAccessible, test } from './support/fixtures.ts';
import { signInAsAdmin, signOut, signUp, uniqueEmail } from './support/people.ts';

/** Every screen, checked with axe at the width of its project (phone and desktop), as each kind of visitor sees it. */
test.describe('accessibility of every screen', () => {
  test('the public screens', async ({ page }) => {
    for (const [path, heading] of [
      ['/home', /Browse Our Models/],
      ['/blog', /You may want to know/],
      ['/login', /Login|Sign in/i],
      ['/signup', /Create your account/],
      ['/no/such/page', /Something went wrong/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('a buyer’s screens: a model page, the dashboard, My orders and the payment page', async ({ page }) => {
    await signUp(page, { name: 'Ally Access', email: uniqueEmail('ally') });
    await page.goto('/carModels/Coupe');
    await page.getByRole('button', { name: 'Book 2019 BMW 430i Coupe' }).click();
    const booking = page.getByRole('dialog', { name: 'Book 2019 BMW 430i Coupe' });
    await booking.getByLabel('Meeting location').fill('By the library');
    await booking.getByLabel('Phone').fill('+1 512 555 0101');
    await expectAccessible(page);
    await booking.getByRole('button', { name: /^Book/ }).click();
    await page.getByRole('dialog', { name: 'Booking Confirmed' }).getByRole('button').first().click();
    await expectAccessible(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/dashboard/MyOrders');
    await page.getByRole('link', { name: 'Pay for 2019 BMW 430i Coupe' }).click();
    await expect(page.getByText('Pay $', { exact: false })).toBeVisible();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expectAccessible(page);
    await page.goto('/dashboard/MyOrders');
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a seller’s screens', async ({ page }) => {
    await signUp(page, { name: 'Sal Access', email: uniqueEmail('sal'), type: 'Seller' });
    await page.goto('/dashboard/addProduct');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/dashboard/myProducts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
    await signOut(page);
  });

  test('an administrator’s screens', async ({ page }) => {
    await signInAsAdmin(page);
    for (const [path, heading] of [
      ['/dashboard/allBuyers', /All Buyer|No Buyer Added Yet/],
      ['/dashboard/allSellers', /All Seller|No Seller Added Yet/],
      ['/dashboard/reportedItems', /Reported/],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectAccessible(page);
    }
  });
});
