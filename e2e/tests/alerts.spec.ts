import { expect, expectAccessible, test } from './support/fixtures.ts';
import { inboxUrl, linkIn } from './support/inbox.ts';
import { signOut, signUp, uniqueEmail } from './support/people.ts';
import { listCivic, signUpSeller } from './support/search.ts';

test.describe('alerts', () => {
  test('a buyer saves a search for Hondas under $15,000; a seller lists one; the instant alert arrives and opens the car', async ({
    page,
    context,
  }) => {
    const buyerEmail = uniqueEmail('hana');
    await signUp(page, { name: 'Hana Hunter', email: buyerEmail });
    await page.goto('/cars?make=Honda&priceMax=15000');
    await page.getByRole('button', { name: 'Save this search' }).click();
    const form = page.getByRole('dialog', { name: 'Save this search' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Hondas under $15,000');
    await form.getByRole('radio', { name: /Instantly/ }).check();
    await form.getByRole('button', { name: 'Save search' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Saved as “Hondas under $15,000”' }),
    ).toBeVisible();
    await signOut(page);

    await signUpSeller(page);
    const { productName, listedAt } = await listCivic(page, { price: 12_500, mileage: 91_000 });

    // Polled often, so the time from listing to the alert in the inbox is measured to a tenth of a second.
    let arrivedAt = 0;
    let alert: Parameters<typeof linkIn>[0] | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(`${inboxUrl}/api/email`)).json()) as NonNullable<typeof alert>[];
          alert = mails.find(
            (mail) => mail.to.some((to) => to.address === buyerEmail) && mail.text.includes(productName),
          );
          if (alert) arrivedAt = Date.now();
          return Boolean(alert);
        },
        { timeout: 60_000, intervals: [100], message: 'the instant alert in the local inbox' },
      )
      .toBe(true);
    const seconds = (arrivedAt - listedAt) / 1000;
    test.info().annotations.push({ type: 'listing to alert (s)', description: seconds.toFixed(1) });
    console.log(`listing to instant alert in the inbox: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);

    expect(alert!.subject).toContain('Hondas under $15,000');
    expect(alert!.text).toContain('$12,500');
    const lines = alert!.text.split('\n');
    const carLink = lines[lines.findIndex((line) => line.startsWith(productName)) + 1]!;
    expect(carLink).toMatch(/\/cars\/[0-9a-f-]{36}$/);
    await page.goto(carLink);
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();

    // Opened in the inbox's own page, as a person reads it there, the logo and the car's photo both show.
    const inbox = await context.newPage();
    await inbox.goto(inboxUrl);
    await inbox.getByText(alert!.subject).first().click();
    const images = inbox.frameLocator('iframe').locator('img');
    await expect(images).toHaveCount(2);
    await expect
      .poll(() => images.evaluateAll((shown) => shown.every((image) => (image as HTMLImageElement).complete)))
      .toBe(true);
    expect(
      await images.evaluateAll((shown) => shown.map((image) => (image as HTMLImageElement).naturalWidth > 0)),
    ).toEqual([true, true]);
    await inbox.close();

    // Its footer link stops this search's alerts, saying which.
    await page.goto(linkIn(alert!, /\/unsubscribe\?token=/));
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Turn these e-mails off' }).click();
    await expect(page.getByRole('status')).toContainText(
      'Turned off: Alerts for your saved search “Hondas under $15,000”.',
    );
  });
});
