import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { linkIn, mailTo } from './support/inbox.ts';
import { signUp, uniqueEmail } from './support/people.ts';

test.describe('your data', () => {
  test('a buyer downloads their data, asks for the deletion, confirms it from the e-mail and cancels it', async ({
    page,
  }) => {
    const email = uniqueEmail('dora');
    await signUp(page, { name: 'Dora Data', email });
    await page.goto('/dashboard/settings');
    const section = page.getByRole('region', { name: 'Your data' });

    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download your data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^second-gear-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
    expect(data.account).toMatchObject({ username: 'Dora Data', userEmail: email, accountStatus: 'buyer' });

    await section.getByRole('button', { name: 'Delete your account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByRole('status')).toContainText("We've e-mailed you a link to confirm");

    const mail = await mailTo(email, /^Confirm the deletion of your Second Gear account$/);
    await page.goto(linkIn(mail, /\/dashboard\/settings\/delete-account\?token=/));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Confirm the deletion' }).click();
    await expect(page.getByRole('status')).toContainText('Your account will be deleted on');

    // The dashboard says when, and the deletion is cancelled from there.
    await page.goto('/dashboard');
    const notice = page.getByRole('status').filter({ hasText: 'Your account will be deleted on' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Cancel deletion' }).click();
    await expect(notice).toHaveCount(0);
    await page.goto('/dashboard/settings');
    await expect(
      page.getByRole('region', { name: 'Your data' }).getByRole('button', { name: 'Delete your account' }),
    ).toBeVisible();
  });
});
