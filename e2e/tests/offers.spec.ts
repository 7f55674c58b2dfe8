import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { fillCard, listCar } from './support/market.ts';
import { password, signIn, signUp, uniqueEmail } from './support/people.ts';

/** What "live, without a reload" allows an open page. */
const live = { timeout: 2_000 };

/** A seller signed in, in a browser of their own, on their deals page. */
async function sellerOnDeals(page: Page, browser: Browser, sellerEmail: string) {
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const sellerPage = await context.newPage();
  await sellerPage.goto('/login');
  await signIn(sellerPage, sellerEmail, password);
  await expect(sellerPage).toHaveURL(/\/home$/);
  await sellerPage.goto('/dashboard/deals');
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
  return { context, sellerPage };
}

/** A verified buyer offers `amount` from the car's page and lands in the conversation. */
async function offerFromCarPage(page: Page, productName: string, amount: string) {
  await signUp(page, { name: 'Olive Offer', email: uniqueEmail('olive'), verify: true });
  await page.goto('/carModels/Sedan');
  await page.getByRole('article', { name: productName }).getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await page.getByRole('button', { name: 'Make an offer' }).click();
  const dialog = page.getByRole('dialog', { name: `Make an offer for ${productName}` });
  await expect(dialog).toContainText('The asking price is $8,900.');
  await dialog.getByLabel('Your offer').fill(amount);
  await dialog.getByRole('button', { name: 'Send offer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
}

test.describe('offers', () => {
  test('a buyer offers, the seller counters, the buyer accepts and pays the agreed price', async ({
    page,
    browser,
  }) => {
    const { productName, sellerEmail } = await listCar(page);
    const { context, sellerPage } = await sellerOnDeals(page, browser, sellerEmail);

    // Below half the asking price is refused, saying why.
    await signUp(page, { name: 'Olive Offer', email: uniqueEmail('olive'), verify: true });
    await page.goto('/carModels/Sedan');
    await page.getByRole('article', { name: productName }).getByRole('link', { name: productName }).click();
    await page.getByRole('button', { name: 'Make an offer' }).click();
    const dialog = page.getByRole('dialog', { name: `Make an offer for ${productName}` });
    await dialog.getByLabel('Your offer').fill('4000');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(dialog).toContainText(
      'An offer must be at least $4,450.00, half the asking price of $8,900.00.',
    );
    await dialog.getByLabel('Your offer').fill('7,500');
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const buyerOffer = page.getByRole('article', { name: 'Offer of $7,500' });
    await expect(buyerOffer.getByRole('heading', { name: 'You offered $7,500' })).toBeVisible();
    await expect(buyerOffer).toContainText('Open');
    await expectAccessible(page);

    // The seller's deals page shows it without a reload; the seller counters.
    const sellerCar = sellerPage.getByRole('region', { name: productName });
    const offerCard = sellerCar.getByRole('article', { name: 'Offer of $7,500' });
    await expect(offerCard.getByRole('heading', { name: 'The buyer offered $7,500' })).toBeVisible(live);
    await offerCard.getByRole('button', { name: 'Counter' }).click();
    await offerCard.getByLabel('Your counter-offer').fill('8200');
    await offerCard.getByRole('button', { name: 'Send counter-offer' }).click();
    await expect(offerCard).toContainText('Countered');
    await expect(sellerCar.getByRole('article', { name: 'Offer of $8,200' })).toContainText('Open');
    await expectAccessible(sellerPage);

    // The buyer's open thread shows the counter live, and the buyer accepts it.
    const counter = page.getByRole('article', { name: 'Offer of $8,200' });
    await expect(counter.getByRole('heading', { name: 'The seller offered $8,200' })).toBeVisible(live);
    await expect(buyerOffer).toContainText('Countered');
    await counter.getByRole('button', { name: 'Accept $8,200' }).click();
    await expect(counter).toContainText('Accepted');
    await expect(sellerCar.getByRole('article', { name: 'Offer of $8,200' })).toContainText('Accepted', live);
    await expect(sellerCar.getByRole('list').last()).toContainText('Booked at the agreed price', live);

    // PAY NOW charges the agreed price.
    await counter.getByRole('link', { name: 'Pay $8,200' }).click();
    await expect(page).toHaveURL(/\/dashboard\/payment\/[0-9a-f-]{36}$/);
    await expect(page.getByText(`Pay $8,200 for ${productName}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'PAY NOW' })).toBeEnabled();
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Congratulations ! Payment successful' })).toBeVisible();

    await page.goto('/dashboard/MyOrders');
    await expect(page.getByText('$8,200').first()).toBeVisible();
    await expect(page.getByRole('button', { name: `Paid ${productName}` })).toBeDisabled();
    await expectAccessible(page);
    await context.close();
  });

  /**
   * How long a seller's accept takes to reach the buyer's open thread: the seller's page sends the accept, the buyer's
   * page notes when the card says Accepted (both read one clock). Run with OFFER_ACCEPT_ROUNDS=20; it prints the
   * median and asserts nothing about speed.
   */
  test('measures the time from a seller’s accept to the buyer’s screen', async ({ page, browser }) => {
    const rounds = Number(process.env.OFFER_ACCEPT_ROUNDS ?? 0);
    test.skip(rounds === 0, 'set OFFER_ACCEPT_ROUNDS to measure');
    const { productName, sellerEmail } = await listCar(page);
    const { context, sellerPage } = await sellerOnDeals(page, browser, sellerEmail);
    await offerFromCarPage(page, productName, '8000');
    const conversationId = page.url().split('/').pop()!;
    const call = (from: Page, path: string, body?: object) =>
      from.evaluate(
        async ({ path, body }) => {
          const answer = await fetch(`/api${path}`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${localStorage.getItem('accessToken')}`,
              ...(body ? { 'content-type': 'application/json' } : {}),
            },
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          return answer.json() as Promise<{ _id: string; bookingId: string | null }>;
        },
        { path, body },
      );

    const offersInThread = () =>
      page.evaluate(async (path) => {
        const answer = await fetch(`/api${path}`, {
          headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
        });
        return answer.json() as Promise<{ _id: string; state: string }[]>;
      }, `/conversations/${conversationId}/offers`);

    const times: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const amount = 8000 + round;
      // The first offer was made from the car page; each later round offers a dollar more.
      if (round > 0) await call(page, `/conversations/${conversationId}/offers`, { amount });
      const offerId = (await offersInThread()).find((offer) => offer.state === 'open')!._id;
      const name = `Offer of $${amount.toLocaleString('en-US')}`;
      await expect(page.getByRole('article', { name }).last()).toContainText('Open');
      await page.evaluate((name) => {
        const shown = window as unknown as { acceptedAt?: Promise<number> };
        shown.acceptedAt = new Promise<number>((resolve) => {
          const observer = new MutationObserver(() => {
            const card = Array.from(document.querySelectorAll(`article[aria-label="${name}"]`)).at(-1);
            if (card?.textContent?.includes('Accepted')) {
              observer.disconnect();
              resolve(Date.now());
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        });
      }, name);
      const sentAt = await sellerPage.evaluate(() => Date.now());
      const answer = await call(sellerPage, `/offers/${offerId}/accept`);
      const seenAt = await page.evaluate(
        () => (window as unknown as { acceptedAt: Promise<number> }).acceptedAt,
      );
      times.push(seenAt - sentAt);
      // The car is free again for the next round's offer.
      await call(page, `/bookings/${answer.bookingId}/cancel`);
    }
    times.sort((a, b) => a - b);
    const median =
      (times[Math.floor((times.length - 1) / 2)]! + times[Math.ceil((times.length - 1) / 2)]!) / 2;
    console.log(
      `seller's accept → buyer's screen over ${rounds} rounds: median ${median} ms, all ${times.join(', ')} ms`,
    );
    await context.close();
  });
});
