import { expect, expectAccessible, test } from './support/fixtures.ts';
import { askAndAnswer, bookAndOpenPayment, fillCard, listCar } from './support/market.ts';
import {
  dashboardMenu,
  openDashboard,
  password,
  signIn,
  signOut,
  signUp,
  uniqueEmail,
} from './support/people.ts';

/** What "within 2 seconds, without a reload" allows an open page. */
const live = { timeout: 2_000 };

test.describe('talking', () => {
  test('a buyer messages a seller from the car page; the seller sees the badge and replies; the buyer sees it live', async ({
    page,
    browser,
  }) => {
    const { productName, sellerEmail } = await listCar(page);

    // The seller, in a browser of their own, is on their dashboard before anyone writes.
    const sellerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto('/login');
    await signIn(sellerPage, sellerEmail, password);
    await expect(sellerPage).toHaveURL(/\/home$/);
    await openDashboard(sellerPage);
    const sellerMenu = await dashboardMenu(sellerPage);
    await expect(sellerMenu.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

    await signUp(page, { name: 'Quinn Question', email: uniqueEmail('quinn'), verify: true });
    await page.goto('/carModels/Sedan');
    await page.getByRole('article', { name: productName }).getByRole('link', { name: productName }).click();
    await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
    await page.getByRole('button', { name: 'Message seller' }).click();
    const ask = page.getByRole('dialog', { name: `Message the seller of ${productName}` });
    await ask.getByLabel('Your message').fill('Hello! Does it come with both keys? See www.example-cars.com');
    await ask.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/[0-9a-f-]{36}$/);
    const buyerThread = page.getByRole('list', { name: 'Messages' });
    await expect(buyerThread).toContainText('Does it come with both keys?');
    // The link stays text.
    await expect(buyerThread.getByRole('link')).toHaveCount(0);

    // The seller's menu counts it without a reload, and the thread warns about the link.
    await expect(sellerMenu.getByRole('link', { name: /Messages\s*1\s*unread/ })).toBeVisible(live);
    await sellerMenu.getByRole('link', { name: /Messages/ }).click();
    // Above the conversations, the seller sees who waits for an answer.
    const waiting = sellerPage.getByRole('list', { name: 'Waiting for your reply, longest first' });
    await expect(waiting.getByRole('link', { name: `Quinn Question about ${productName}` })).toBeVisible();
    await sellerPage
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(productName) })
      .click();
    const sellerThread = sellerPage.getByRole('list', { name: 'Messages' });
    await expect(sellerThread).toContainText('Does it come with both keys?');
    await expect(sellerThread.getByRole('note')).toContainText('Never pay outside Second Gear');
    await expectAccessible(sellerPage);

    const composer = sellerPage.getByLabel('Message', { exact: true });
    await composer.fill('Yes, both keys');
    await composer.press('Shift+Enter');
    await composer.pressSequentially('and the manual.');
    await composer.press('Enter');
    await expect(composer).toHaveValue('');
    await expect(sellerThread).toContainText('Yes, both keys\nand the manual.');

    // The buyer's open thread shows the answer without a reload.
    await expect(buyerThread).toContainText('and the manual.', live);
    await expect(buyerThread.getByRole('note')).toHaveCount(0);
    await expectAccessible(page);

    // On My products the seller sees how to make the listing more complete, and the buyer who wrote among its leads.
    await sellerPage.goto('/dashboard/myProducts');
    await expect(sellerPage.getByText(/Listing quality: \d+\/100/)).toBeVisible();
    await expect(sellerPage.getByText(/^(Add|Write|Give) .+: /).first()).toBeVisible();
    await sellerPage.getByRole('button', { name: `Leads for ${productName}` }).click();
    const leads = sellerPage.getByRole('dialog', { name: `Who is interested in ${productName}` });
    await expect(leads.getByRole('heading', { name: 'Quinn Question' })).toBeVisible();
    await expect(leads.getByText('you replied', { exact: true })).toBeVisible();
    await leads.getByRole('link', { name: 'Open conversation with Quinn Question' }).click();
    await expect(sellerPage.getByRole('list', { name: 'Messages' })).toContainText('and the manual.');
    await sellerContext.close();
  });

  test('a flagged message keeps the width of any other, with its warning under it in words', async ({
    page,
  }) => {
    const { productName, sellerEmail } = await listCar(page);
    await signUp(page, { name: 'Wendy Wire', email: uniqueEmail('wendy'), verify: true });
    await page.goto('/carModels/Sedan');
    await page
      .getByRole('article', { name: productName })
      .getByRole('button', { name: 'Message seller' })
      .click();
    const flagged = 'Could I pay a deposit by Zelle today, then pick the car up on Saturday afternoon?';
    const plain = 'Could I come and see the car on Saturday afternoon, before I make up my mind?';
    const ask = page.getByRole('dialog', { name: `Message the seller of ${productName}` });
    await ask.getByLabel('Your message').fill(flagged);
    await ask.getByRole('button', { name: 'Send' }).click();
    const composer = page.getByLabel('Message', { exact: true });
    await composer.fill(plain);
    await composer.press('Enter');
    await expect(page.getByRole('list', { name: 'Messages' })).toContainText(plain);
    await signOut(page);

    await page.goto('/login');
    await signIn(page, sellerEmail, password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/dashboard/messages');
    await page
      .getByRole('navigation', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(productName) })
      .click();
    const thread = page.getByRole('list', { name: 'Messages' });
    const warned = thread.getByRole('listitem').filter({ hasText: flagged });
    await expect(warned.getByRole('note')).toBeVisible();
    const flaggedBox = (await thread.getByText(flagged, { exact: true }).boundingBox())!;
    const plainBox = (await thread.getByText(plain, { exact: true }).boundingBox())!;
    // Texts of about one length take about one width; the warning sits below the text, not beside it.
    expect(flaggedBox.width).toBeGreaterThanOrEqual(plainBox.width * 0.9);
    expect(flaggedBox.width).toBeGreaterThan(250);
    const noteBox = (await warned.getByRole('note').boundingBox())!;
    expect(noteBox.y).toBeGreaterThanOrEqual(flaggedBox.y + flaggedBox.height);
    // Why, in words: never the rules' ids.
    await expect(warned.getByRole('note')).toContainText(
      'This message asks for payment by app and asks for a deposit.',
    );
    await expect(warned.getByRole('note')).not.toContainText('payment-app');
    await expectAccessible(page);
  });

  test('a buyer reports a message with a reason and still sees it reported after a reload', async ({
    page,
  }) => {
    const reply = 'Only if you send a holding fee to my own account first.';
    const { buyerEmail, thread } = await askAndAnswer(page, {
      buyerName: 'Rhea Reporter',
      question: 'Is the car still there to see this week?',
      reply,
    });

    await page.goto('/login');
    await signIn(page, buyerEmail, password);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto(thread);
    const received = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: reply });
    await received.getByRole('button', { name: 'Report message' }).click();
    const report = page.getByRole('dialog', { name: 'Report this message' });
    await report.getByRole('radio', { name: 'Scam or fraud' }).check();
    await report.getByLabel(/Note/).fill('Asks for money outside Second Gear.');
    await expectAccessible(page);
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(report).toBeHidden();
    await expect(received).toContainText('Reported');
    await expect(received.getByRole('button', { name: 'Report message' })).toHaveCount(0);

    await page.reload();
    const again = page
      .getByRole('list', { name: 'Messages' })
      .getByRole('listitem')
      .filter({ hasText: reply });
    await expect(again).toContainText('Reported');
    await expect(again.getByRole('button', { name: 'Report message' })).toHaveCount(0);
  });

  test("a second buyer's open model page shows the car Sold within 2 s of the first buyer's payment", async ({
    page,
    browser,
  }) => {
    const { productName } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Fay First');

    const secondContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const second = await secondContext.newPage();
    await signUp(second, { name: 'Sam Second', email: uniqueEmail('sam') });
    await second.goto('/carModels/Sedan');
    const car = second.getByRole('article', { name: productName });
    await expect(car.getByRole('button', { name: `Book ${productName}` })).toBeEnabled();

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    await expect(page.getByRole('dialog', { name: 'Congratulations ! Payment successful' })).toBeVisible();

    await expect(car).toContainText('Status: sold', live);
    await expect(car.getByRole('button', { name: `Book ${productName}` })).toBeDisabled();
    await expect(car.getByRole('button', { name: `Report ${productName}` })).toBeDisabled();
    await secondContext.close();
  });
});
