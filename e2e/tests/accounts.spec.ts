import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import {
  dashboardMenu,
  googleOrigin,
  openDashboard,
  openMenuIfPhone,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from './support/people.ts';

test.describe('accounts', () => {
  test('a buyer signs up, signs out and signs in again', async ({ page }) => {
    const email = uniqueEmail('buyer');
    await page.goto('/signup');
    await expectAccessible(page);
    await signUp(page, { name: 'Bea Buyer', email });
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    await openMenuIfPhone(page);
    await expect(page.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await openDashboard(page);
    await expect(page.getByText('BEA BUYER').first()).toBeVisible();
    const menu = await dashboardMenu(page);
    await expect(menu.getByRole('link', { name: 'My orders' })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'Add a product' })).toHaveCount(0);
    await expectAccessible(page);
    const closeDrawer = page.getByRole('button', { name: 'Close menu' });
    if (await closeDrawer.isVisible()) await closeDrawer.click();

    await signOut(page);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await openMenuIfPhone(page);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expectAccessible(page);
    await signIn(page, email);
    await expect(page.getByText('successfully logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();
  });

  test('a seller signs up and finds the selling pages in the dashboard', async ({ page }) => {
    await signUp(page, { name: 'Sol Seller', email: uniqueEmail('seller'), type: 'Seller' });
    await openDashboard(page);
    const menu = await dashboardMenu(page);
    await expect(menu.getByRole('link', { name: 'Add a product' })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'My products' })).toHaveCount(1);
    await expect(menu.getByRole('link', { name: 'My orders' })).toHaveCount(0);
  });

  test('a visitor sent to sign in comes back to the page they asked for', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, 'sam.lee@example.com', 'secondgear-demo');
    await expect(page.getByText('successfully logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('SAM LEE').first()).toBeVisible();
  });

  test('a wrong password and an unknown e-mail get the same clear error', async ({ page }) => {
    const email = uniqueEmail('typo');
    await signUp(page, { name: 'Tia Typo', email });
    await signOut(page);

    await page.goto('/login');
    await signIn(page, email, 'not my password');
    const wrong = page.getByRole('status').filter({ hasText: /invalid/i });
    await expect(wrong).toBeVisible();
    const wrongText = await wrong.textContent();
    await page.reload();
    await signIn(page, uniqueEmail('nobody'), 'not my password');
    await expect(page.getByRole('status').filter({ hasText: wrongText! })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('required fields say so', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('* required field')).toHaveCount(5);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('* required field')).toHaveCount(2);
  });
});

test.describe('Google sign-in', () => {
  test.use({ allowedOrigins: [googleOrigin] });

  async function consentAtGoogle(page: Page, account: { email: string; name: string }) {
    await expect(page).toHaveURL(new RegExp(`^${googleOrigin}/interaction/`));
    await page.getByLabel('Email', { exact: true }).fill(account.email);
    await page.getByLabel('Name', { exact: true }).fill(account.name);
    await page.getByRole('button', { name: 'Continue' }).click();
  }

  test('from the login page: a first Google sign-in becomes a buyer', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await consentAtGoogle(page, { email: uniqueEmail('gbuyer'), name: 'Gus Google' });
    await expect(page.getByText('successfully logged in')).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    await openDashboard(page);
    await expect(page.getByText('GUS GOOGLE').first()).toBeVisible();
    await expect(page.getByText(/signed in as a buyer/i)).toBeVisible();
  });

  test('from the sign-up page: the chosen type is kept', async ({ page }) => {
    await page.goto('/signup');
    await page.getByRole('radio', { name: /Seller/ }).check();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await consentAtGoogle(page, { email: uniqueEmail('gseller'), name: 'Greta Google' });
    await expect(page).toHaveURL(/\/home$/);
    await openDashboard(page);
    await expect(page.getByText(/signed in as a seller/i)).toBeVisible();
  });
});
