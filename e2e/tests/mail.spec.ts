import { expect, expectAccessible, test } from './support/fixtures.ts';
import { inboxUrl, linkIn, mailTo } from './support/inbox.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';
import { openDashboard, password, signIn, signOut, signUp, uniqueEmail } from './support/people.ts';

test.describe('e-mail', () => {
  test('a new seller opens the local inbox, follows the link, and the banner goes', async ({
    page,
    context,
  }) => {
    const email = uniqueEmail('vera');
    await signUp(page, { name: 'Vera Verify', email, type: 'Seller', verify: false });
    await openDashboard(page);
    const banner = page.getByRole('region', { name: 'Verify your e-mail' });
    await expect(banner).toContainText(`We sent a link to ${email}`);
    await expectAccessible(page);

    // The inbox (MailDev) in a tab of its own, as a person would open it.
    const inbox = await context.newPage();
    await inbox.goto(inboxUrl);
    await inbox.getByText(email).first().click();
    const link = inbox.frameLocator('iframe').getByRole('link', { name: 'Verify my e-mail' });
    await page.goto((await link.getAttribute('href'))!);
    await inbox.close();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toHaveCount(0);
  });

  test('a buyer who forgot the password resets it from the e-mail and is signed in', async ({ page }) => {
    const email = uniqueEmail('rita');
    await signUp(page, { name: 'Rita Reset', email });
    await signOut(page);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `If ${email} belongs to an account` }),
    ).toBeVisible();
    await expectAccessible(page);

    const mail = await mailTo(email, /^Reset your Second Gear password$/);
    await page.goto(linkIn(mail, /\/reset-password\?token=/));
    await page.getByLabel('New password', { exact: true }).fill('my brand new password');
    await page.getByLabel('Repeat the new password').fill('my brand new password');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your password is changed, and you are signed in.')).toBeVisible();

    // The link worked once; the old password no longer does, the new one does.
    await page.goto(linkIn(mail, /\/reset-password\?token=/));
    await page.getByLabel('New password', { exact: true }).fill('yet another password');
    await page.getByLabel('Repeat the new password').fill('yet another password');
    await page.getByRole('button', { name: 'Save and sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('it was used, or it is older than one hour');
    await signOut(page);
    await page.goto('/login');
    await signIn(page, email, password);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signIn(page, email, 'my brand new password');
    await expect(page.getByText('successfully logged in')).toBeVisible();
  });

  test('the seller is e-mailed that the car was booked, and that it sold once the buyer paid', async ({
    page,
  }) => {
    const { productName, sellerEmail } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Mo Mailer');
    const booked = await mailTo(sellerEmail, new RegExp(`^${productName} was booked$`));
    expect(booked.text).toContain('Meeting place: Zilker Park, by the gate');

    await fillCard(page, '4242 4242 4242 4242');
    const paidAt = Date.now();
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Congratulations ! Payment successful' })).toBeVisible();
    const confirmedAt = Date.now();
    const sold = await mailTo(sellerEmail, new RegExp(`^${productName} is sold$`));
    // Not a goal to assert (timing belongs to benchmarks): the figure docs/features.md quotes.
    console.info(
      `PAY NOW to the seller's "sold" e-mail in the local inbox: ${Date.now() - paidAt} ms ` +
        `(${Date.now() - confirmedAt} ms after the page said so)`,
    );
    expect(sold.text).toContain('Amount: $8,900.00');
  });

  test('a person changes their e-mail: the link goes to the new address, and they sign in with it', async ({
    page,
    context,
  }) => {
    const oldEmail = uniqueEmail('cleo');
    const newEmail = uniqueEmail('cleo-new');
    await signUp(page, { name: 'Cleo Change', email: oldEmail });
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Change e-mail' });
    await section.getByLabel('New e-mail address').fill(newEmail);
    await section.getByRole('button', { name: 'Send the link' }).click();
    await expect(section.getByRole('status')).toContainText(
      `If ${newEmail} can be used, a link is on its way`,
    );
    await expectAccessible(page);

    // Nothing changed yet: the inbox of the new address holds the link.
    const inbox = await context.newPage();
    await inbox.goto(inboxUrl);
    await inbox.getByText(newEmail).first().click();
    const link = inbox.frameLocator('iframe').getByRole('link', { name: 'Confirm my new e-mail' });
    const href = (await link.getAttribute('href'))!;
    await inbox.close();
    await page.goto(href);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm my new e-mail' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Your e-mail address is now' });
    await expect(done).toContainText(`Your e-mail address is now ${newEmail}`);

    const told = await mailTo(oldEmail, /^Your Second Gear e-mail address was changed$/);
    expect(told.text).toContain(newEmail);

    await done.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signIn(page, oldEmail, password);
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await signIn(page, newEmail, password);
    await expect(page.getByText('successfully logged in')).toBeVisible();
    await openDashboard(page);
    await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toHaveCount(0);
  });
});
