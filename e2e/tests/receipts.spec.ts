import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { bookAndOpenPayment, fillCard, listCar } from './support/market.ts';

test.describe('receipts', () => {
  test('a buyer pays, then downloads the receipt from My orders: a PDF naming the car, the amount and the transaction', async ({
    page,
  }) => {
    const { productName } = await listCar(page);
    await bookAndOpenPayment(page, productName, 'Rita Receipt');
    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'PAY NOW' }).click();
    const paid = page.getByRole('dialog', { name: 'Congratulations ! Payment successful' });
    const transactionId = (await paid.getByText(/TransactionId : pi_\w+/).innerText()).split(': ')[1]!.trim();
    await paid.getByRole('link', { name: 'Go to My orders' }).click();

    const link = page.getByRole('link', { name: `Receipt (PDF) for ${productName}` });
    await expect(link).toHaveText('Receipt (PDF)');
    await expectAccessible(page);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^second-gear-receipt-[0-9a-f]{8}\.pdf$/);
    const text = await pdfText(await readFile((await file.path())!));
    expect(text).toContain(`Car ${productName}`);
    expect(text).toContain('Total paid $8,900.00');
    expect(text).toContain("of which the marketplace's fee $445.00");
    expect(text).toContain(transactionId);
  });
});
