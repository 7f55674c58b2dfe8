import { expect, expectAccessible, test } from './support/fixtures.ts';
import { attachmentOf, mailTo } from './support/inbox.ts';
import { listCar } from './support/market.ts';
import { dashboardMenu, openDashboard, password, signIn, signUp, uniqueEmail } from './support/people.ts';

/** What "within 2 seconds, without a reload" allows an open page. */
const live = { timeout: 2_000 };
const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

test.describe('test drives', () => {
  test('a buyer books a test drive, the seller confirms, and both inboxes hold the invitation', async ({
    page,
    browser,
  }) => {
    // Two people's whole flow, from listing the car to both inboxes, with three accessibility checks.
    test.slow();
    const { productName, sellerEmail } = await listCar(page);

    // The seller, in a browser of their own, keeps hours every day in Chicago's time.
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/login');
    await signIn(sellerPage, sellerEmail, password);
    await expect(sellerPage).toHaveURL(/\/home$/);
    await openDashboard(sellerPage);
    await (await dashboardMenu(sellerPage)).getByRole('link', { name: 'Test-drive hours' }).click();
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Test-drive hours' })).toBeVisible();
    await sellerPage.getByLabel('Time zone').selectOption('America/Chicago');
    for (const day of days) await sellerPage.getByRole('button', { name: `Add hours on ${day}` }).click();
    await expect(sellerPage.getByLabel('Sunday from')).toHaveValue('09:00');
    await expectAccessible(sellerPage);
    await sellerPage.getByRole('button', { name: 'Save hours' }).click();
    await expect(sellerPage.getByText('Your test-drive hours are saved')).toBeVisible();

    // The seller waits on their test drives.
    await (await dashboardMenu(sellerPage)).getByRole('link', { name: 'Test drives' }).click();
    await expect(sellerPage.getByRole('heading', { level: 1, name: 'Test drives' })).toBeVisible();

    // A buyer picks a slot on the car page, shown in the seller's zone.
    const buyerEmail = uniqueEmail('tess');
    await signUp(page, { name: 'Tess Driver', email: buyerEmail, verify: true });
    await page.goto('/carModels/Sedan');
    await page.getByRole('article', { name: productName }).getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await page.getByRole('button', { name: 'Book a test drive' }).click();
    const picker = page.getByRole('dialog', { name: `Book a test drive of ${productName}` });
    await expect(picker.getByText(/America\/Chicago \(C[SD]T\)/)).toBeVisible();
    // Tomorrow or later: every slot is a whole or half hour between 9:00 AM and 4:30 PM.
    await picker.getByLabel('Day', { exact: true }).selectOption({ index: 1 });
    await picker.getByRole('radio', { name: '10:30 AM' }).check();
    await expectAccessible(page);
    await picker.getByRole('button', { name: 'Ask for this time' }).click();
    const asked = page.getByRole('dialog', { name: 'Test drive asked for' });
    await expect(asked.getByRole('status')).toContainText(`You asked to test-drive ${productName} on`);
    await expect(asked.getByRole('status')).toContainText(/10:30 AM C[SD]T/);
    await asked.getByRole('button', { name: 'Done' }).click();

    // The seller's open page shows the request without a reload, and confirms it.
    const request = sellerPage.getByRole('listitem').filter({ hasText: productName });
    await expect(request).toContainText('Tess Driver asks for this time: confirm or decline it', live);
    await expect(request).toContainText('10:30 AM');
    await expectAccessible(sellerPage);
    await request.getByRole('button', { name: /^Confirm:/ }).click();
    await expect(request).toContainText('Confirmed');

    // The buyer's test drives say so too.
    await page.goto('/dashboard/test-drives');
    const drive = page.getByRole('listitem').filter({ hasText: productName });
    await expect(drive).toContainText('Confirmed');
    await expect(drive.getByRole('button', { name: 'Propose another time' })).toBeVisible();

    // Both inboxes hold the same calendar invitation, at the car's place.
    const invitations = await Promise.all(
      [buyerEmail, sellerEmail].map(async (email) =>
        attachmentOf(await mailTo(email, new RegExp(`^Test drive confirmed: ${productName}$`)), '.ics'),
      ),
    );
    const uids = invitations.map((ics) => /^UID:(.+)$/m.exec(ics)?.[1]);
    for (const ics of invitations) {
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain('METHOD:REQUEST');
      expect(ics).toContain('LOCATION:Austin\\, TX 78701');
    }
    expect(uids[0]).toMatch(/^test-drive-[0-9a-f-]{36}@/);
    expect(uids[1]).toBe(uids[0]);
    await sellerContext.close();
  });
});
