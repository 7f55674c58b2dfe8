import { randomBytes } from 'node:crypto';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { linkIn, mailTo } from './support/inbox.ts';
import { dashboardMenu, openDashboard, signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

test.describe('dealerships', () => {
  test('a seller opens a dealership, invites a salesperson, who joins from the e-mail and is on the staff', async ({
    page,
    browser,
  }) => {
    // Two people's whole flow, from opening the dealership to the joined staff list, with accessibility checks.
    test.slow();
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
    await salesContext.close();
  });
});
