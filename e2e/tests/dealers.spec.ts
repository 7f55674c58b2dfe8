import { randomBytes } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { linkIn, mailTo } from './support/inbox.ts';
import { inventory } from './support/inventory.ts';
import { dashboardMenu, openDashboard, signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

test.describe('dealerships', () => {
  test('an owner opens a dealership, invites a salesperson, imports 50 cars; a buyer asks from the storefront and the salesperson answers from the shared inbox', async ({
    page,
    browser,
  }) => {
    // Three people's whole flow, from opening the dealership to an answer from its inbox, with accessibility checks.
    test.setTimeout(300_000);
    const dealerName = `Main Street Motors ${randomBytes(3).toString('hex')}`;
    await signUp(page, { name: 'Olive Owner', email: uniqueEmail('olive'), type: 'Seller' });
    await openDashboard(page);
    await (await dashboardMenu(page)).getByRole('link', { name: 'Dealership' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dealership' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Name' }).fill(dealerName);
    await page.getByRole('textbox', { name: 'ZIP code' }).fill('78701');
    await page.getByRole('textbox', { name: 'Address' }).fill('100 Congress Ave, Austin, TX');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 512 555 0100');
    await page.getByRole('textbox', { name: /Opening hours/ }).fill('Mon–Sat 9:00–18:00');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Open the dealership' }).click();
    await expect(page.getByRole('heading', { name: dealerName })).toBeVisible();
    await expect(page.getByText('You are owner')).toBeVisible();

    // The owner invites a salesperson by e-mail.
    const salesEmail = uniqueEmail('sal');
    const invite = page.getByRole('region', { name: 'Invite someone' });
    await invite.getByRole('textbox', { name: /E-mail/ }).fill(salesEmail);
    await invite.getByRole('combobox', { name: 'Role' }).selectOption('sales');
    await invite.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(
      page.getByRole('region', { name: 'Pending invitations' }).getByText(salesEmail),
    ).toBeVisible();
    await expectAccessible(page);

    // The salesperson, in a browser of their own, has a seller account; signed out, they follow the e-mail's link.
    const salesContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const salesPage = await salesContext.newPage();
    await signUp(salesPage, { name: 'Sal Sales', email: salesEmail, type: 'Seller' });
    await signOut(salesPage);
    const mail = await mailTo(salesEmail, new RegExp(`^Join ${dealerName} on Second Gear$`));
    const link = linkIn(mail, /\/invitations\//);
    await salesPage.goto(link);
    await expect(salesPage.getByRole('heading', { name: `Join ${dealerName}` })).toBeVisible();
    await expect(salesPage.getByText(`invites ${salesEmail} to join its staff as sales`)).toBeVisible();
    await expectAccessible(salesPage);
    await salesPage.getByRole('link', { name: 'Sign in to join' }).click();
    await signIn(salesPage, salesEmail);
    await expect(salesPage).toHaveURL(new URL(link).pathname);
    await salesPage.getByRole('button', { name: `Join ${dealerName}` }).click();
    await expect(salesPage).toHaveURL(/\/dashboard\/dealer$/);
    await expect(salesPage.getByText('You are sales')).toBeVisible();

    // The owner's staff list has the salesperson, and the invitation is used up.
    await page.reload();
    const staff = page.getByRole('region', { name: 'Staff' });
    await expect(staff.getByText(salesEmail)).toBeVisible();
    await expect(staff.getByRole('combobox', { name: 'Role of Sal Sales' })).toHaveValue('sales');
    await expect(
      page.getByRole('region', { name: 'Pending invitations' }).getByText('No invitations waiting.'),
    ).toBeVisible();

    // The owner imports the inventory: a check first, then the import, followed to its end (and after a reload).
    await page.getByRole('link', { name: 'Import inventory' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Import inventory' })).toBeVisible();
    const word = `batch${randomBytes(3).toString('hex')}`;
    const files = inventory(word);
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
    await expect(status).toHaveText(/50 of 50 rows done: 50 new.*The import is finished\./, {
      timeout: 120_000,
    });
    await expect(progress).toHaveAttribute('value', '50');
    await page.reload();
    await expect(status).toHaveText(/The import is finished\./);

    // A buyer finds the storefront: its 50 cars, searchable within it; they ask about one.
    const buyerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const buyerPage = await buyerContext.newPage();
    await signUp(buyerPage, { name: 'Bea Buyer', email: uniqueEmail('bea'), verify: true });
    await page.goto('/dashboard/dealer');
    const storefrontPath = await page.getByRole('link', { name: 'View the storefront' }).getAttribute('href');
    await buyerPage.goto(`${storefrontPath}?q=${word}`);
    await expect(buyerPage.getByRole('heading', { level: 1, name: dealerName })).toBeVisible();
    await expect(buyerPage.getByRole('heading', { level: 2, name: '50 cars' })).toBeVisible();
    await expectAccessible(buyerPage);
    const firstCar = buyerPage
      .getByRole('region', { name: `Cars for sale at ${dealerName}` })
      .getByRole('article')
      .first();
    const productName = (await firstCar.getByRole('heading').first().textContent())!.trim();
    await firstCar.getByRole('link', { name: productName }).first().click();
    await expect(buyerPage.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await expect(buyerPage.getByRole('link', { name: new RegExp(dealerName) }).first()).toHaveAttribute(
      'href',
      storefrontPath!,
    );
    await buyerPage.getByRole('button', { name: 'Message seller' }).click();
    const ask = buyerPage.getByRole('dialog', { name: `Message the seller of ${productName}` });
    await ask.getByLabel('Your message').fill('Hello! Is this one still on the lot this weekend?');
    await ask.getByRole('button', { name: 'Send' }).click();
    const buyerThread = buyerPage.getByRole('list', { name: 'Messages' });
    await expect(buyerThread).toContainText('still on the lot');

    // The salesperson finds it unassigned in the dealership's inbox, answers, and so takes it.
    await openDashboard(salesPage);
    await (await dashboardMenu(salesPage)).getByRole('link', { name: 'Dealership inbox' }).click();
    const shared = salesPage.getByRole('list', { name: "The dealership's conversations" });
    const item = shared.getByRole('listitem').filter({ hasText: productName });
    await expect(item.getByText('Unassigned', { exact: true })).toBeVisible();
    await expectAccessible(salesPage);
    await item.getByRole('link').first().click();
    const composer = salesPage.getByLabel('Message', { exact: true });
    await composer.fill('Yes, all weekend. Come by any time.');
    await composer.press('Enter');
    await expect(salesPage.getByRole('list', { name: 'Messages' })).toContainText('Come by any time.');

    // The buyer reads the answer, from Sal of the dealership.
    await expect(buyerThread).toContainText('Come by any time.', { timeout: 10_000 });
    await expect(buyerThread).toContainText('Sal Sales');
    await buyerContext.close();
    await salesContext.close();
  });
});
