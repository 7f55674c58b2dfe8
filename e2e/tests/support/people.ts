import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { verifyEmail } from './inbox.ts';

export const password = 'a long enough password';
export const uniqueEmail = (who: string) => `${who}-${randomBytes(4).toString('hex')}@example.com`;
export const googleOrigin = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 5100) + 1}`;

/** The header's links sit behind a menu button on phones. */
export async function openMenuIfPhone(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
}

/**
 * Signs up through the form. A seller then follows the link of the verification e-mail (listing needs it), and
 * comes back to /home like everyone else; `verify` decides for anyone.
 */
export async function signUp(
  page: Page,
  person: { name: string; email: string; type?: 'Buyer' | 'Seller'; verify?: boolean },
) {
  await page.goto('/signup');
  await page.getByLabel('Username', { exact: true }).fill(person.name);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
  await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
  if (person.type === 'Seller') await page.getByRole('radio', { name: /Seller/ }).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('user created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);
  if (person.verify ?? person.type === 'Seller') {
    await verifyEmail(page, person.email);
    await page.goto('/home');
  }
}

export async function signIn(page: Page, email: string, secret = password) {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(secret);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Someone who signed up earlier in the journey signs in again from the sign-in page, landing on Home. */
export async function signInAgain(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/home$/);
}

export async function signOut(page: Page) {
  await openMenuIfPhone(page);
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // Home comes first; the session ends after this device's notifications are turned off.
  await expect(page.getByRole('link', { name: 'Sign in', includeHidden: true })).toHaveCount(1);
}

/** Signs out from Home, once its page has rendered (the phone menu button appears with it). */
export async function leave(page: Page) {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await signOut(page);
}

export async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
}

/** The dashboard's side menu; on phones it is a drawer opened by its button. */
export async function dashboardMenu(page: Page) {
  const drawerButton = page.getByRole('button', { name: 'Dashboard menu' });
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  // The page may still be drawing: until the menu shows, its drawer's button is pressed (once it is there).
  await expect(async () => {
    if (!(await menu.isVisible())) await drawerButton.click({ timeout: 1_000 });
    await expect(menu).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}

// The server of the journeys lists this address in ADMIN_EMAILS.
export const adminEmail = 'admin@example.com';

/**
 * Signs in as the administrator. Both projects' journeys share one server, so whichever comes first signs the
 * administrator up; the others find the e-mail taken and sign in.
 */
export async function signInAsAdmin(page: Page) {
  await page.goto('/signup');
  await page.getByLabel('Username', { exact: true }).fill('Ada Admin');
  await page.getByLabel('Email', { exact: true }).fill(adminEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 0100');
  await page.getByLabel('Location', { exact: true }).fill('Austin, TX');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const created = page.getByText('user created successfully');
  const taken = page.getByRole('status').filter({ hasText: /already exists|failed/i });
  await expect(created.or(taken)).toBeVisible();
  if (await taken.isVisible()) {
    await page.goto('/login');
    await signIn(page, adminEmail);
    await expect(page.getByText('successfully logged in')).toBeVisible();
  } else {
    // An ADMIN_EMAILS address counts only once verified.
    await expect(page).toHaveURL(/\/home$/);
    await verifyEmail(page, adminEmail);
    await page.goto('/home');
  }
  await expect(page).toHaveURL(/\/home$/);
}
