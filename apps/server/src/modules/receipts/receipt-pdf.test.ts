import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.ts';
import { receiptPdf, type ReceiptData } from './receipt-pdf.ts';
import { statementPdf, type StatementData } from './statement-pdf.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00`);

const paidWithDeposit: ReceiptData = {
  number: 'SG-1A2B3C4D',
  issuedAt: day('2026-11-20'),
  buyer: { name: 'Ann Byers', email: 'ann@example.com' },
  seller: { name: 'Sam Sellers' },
  car: { name: '2018 Mazda CX-5 Touring', model: 'Crossover', vin: '1HGCM82633A004352' },
  charges: [
    {
      kind: 'deposit',
      transactionId: 'pi_deposit0000000000000001',
      amountCents: 25_000,
      feeCents: 1_250,
      at: day('2026-11-18'),
    },
    {
      kind: 'rest',
      transactionId: 'pi_rest000000000000000002',
      amountCents: 1_205_099,
      feeCents: 60_255,
      at: day('2026-11-20'),
    },
  ],
  refund: null,
};

describe('receiptPdf', () => {
  it('names the marketplace, the receipt, the people, the car with its VIN, each charge and the total with its fee', async () => {
    const bytes = await receiptPdf(paidWithDeposit);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Second Gear',
      'Receipt no. SG-1A2B3C4D',
      'Date 20/11/2026',
      'Name Ann Byers',
      'E-mail ann@example.com',
      'Name Sam Sellers',
      'Car 2018 Mazda CX-5 Touring',
      'Model Crossover',
      'VIN 1HGCM82633A004352',
      'Reservation deposit 18/11/2026 pi_deposit0000000000000001 $250.00',
      'Rest of the price 20/11/2026 pi_rest000000000000000002 $12,050.99',
      'Total paid $12,300.99',
      "of which the marketplace's fee $615.05",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toMatch(/Refunded/);
  });

  it('leaves out the fee line when the marketplace took no fee, and the VIN when the listing had none', async () => {
    const text = await pdfText(
      await receiptPdf({
        ...paidWithDeposit,
        car: { ...paidWithDeposit.car, vin: null },
        seller: null,
        charges: [{ ...paidWithDeposit.charges[1]!, kind: 'payment', feeCents: 0 }],
      }),
    );
    expect(text).toContain('Payment 20/11/2026 pi_rest000000000000000002 $12,050.99');
    expect(text).toContain('Total paid $12,050.99');
    expect(text).not.toContain("marketplace's fee");
    expect(text).not.toContain('VIN');
    expect(text).toContain('Name No longer on Second Gear');
  });

  it('marks a refunded sale with the refund’s date, amount and reason', async () => {
    const text = await pdfText(
      await receiptPdf({
        ...paidWithDeposit,
        refund: { amountCents: 1_230_099, at: day('2026-11-24'), reason: 'The gearbox failed on delivery.' },
      }),
    );
    expect(text.replaceAll('\n', ' ')).toContain(
      'Refunded on 24/11/2026: $12,300.99 went back to the card. Reason: The gearbox failed on delivery.',
    );
    expect(text).toContain('Total paid $12,300.99');
  });
});

describe('receiptPdf in Spanish', () => {
  it('draws every word of a Spanish-speaking buyer’s receipt in Spanish, with the same figures', async () => {
    const text = await pdfText(
      await receiptPdf(
        {
          ...paidWithDeposit,
          refund: { amountCents: 1_230_099, at: day('2026-11-24'), reason: 'La caja de cambios falló.' },
        },
        'es',
      ),
    );
    for (const expected of [
      'Second Gear',
      'Autos usados, comprados y vendidos a la vista',
      'Recibo n.º SG-1A2B3C4D',
      'Fecha 20/11/2026',
      'Comprador',
      'Nombre Ann Byers',
      'Correo electrónico ann@example.com',
      'Auto 2018 Mazda CX-5 Touring',
      'Modelo Crossover',
      'Cargo Fecha Id. de la transacción Importe',
      'Depósito del apartado 18/11/2026 pi_deposit0000000000000001 $250.00',
      'Resto del precio 20/11/2026 pi_rest000000000000000002 $12,050.99',
      'Total pagado $12,300.99',
      'de lo cual, la comisión del mercado $615.05',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.replaceAll('\n', ' ')).toContain(
      'Reembolsado el 24/11/2026: $12,300.99 se devolvieron a la tarjeta. Motivo: La caja de cambios falló.',
    );
    expect(text).not.toMatch(/Receipt|Total paid|Reservation deposit|Charges/);
  });
});

const statement: StatementData = {
  number: 'ST-9F8E7D6C',
  issuedAt: day('2026-11-25'),
  seller: { name: 'Sam Sellers', email: 'sam@example.com' },
  car: { name: '2018 Mazda CX-5 Touring', vin: '1HGCM82633A004352' },
  grossCents: 1_230_099,
  feeCents: 61_505,
  transferredCents: 1_168_594,
  transfer: { id: 'tr_0000000000000000000001', at: day('2026-11-23'), state: 'paid' },
};

describe('statementPdf', () => {
  it('states the sale, the fee, the amount transferred and the transfer', async () => {
    const text = await pdfText(await statementPdf(statement));
    for (const expected of [
      'Second Gear',
      'Seller statement',
      'Statement no. ST-9F8E7D6C',
      'Date 25/11/2026',
      'Name Sam Sellers',
      'E-mail sam@example.com',
      'Car 2018 Mazda CX-5 Touring',
      'VIN 1HGCM82633A004352',
      'Sale price (gross) $12,300.99',
      "Marketplace's fee $615.05",
      'Amount transferred $11,685.94',
      'Transfer id tr_0000000000000000000001',
      'Date 23/11/2026',
      'State Paid: sent to your payout account',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it.each([
    ['pending', 'Pending: the transfer has not been sent yet'],
    ['reversed', 'Reversed: the transfer was taken back'],
    ['cancelled', 'Cancelled: no transfer will be made'],
  ] as const)('says a %s transfer is so', async (state, words) => {
    const text = await pdfText(
      await statementPdf({ ...statement, transfer: { id: null, at: day('2026-11-23'), state } }),
    );
    expect(text).toContain(`State ${words}`);
    expect(text).toContain('Transfer id Not sent yet');
    expect(text).not.toContain('Paid: sent');
  });

  it('states a Spanish-speaking seller’s payout in Spanish', async () => {
    const text = await pdfText(await statementPdf({ ...statement, seller: null }, 'es'));
    for (const expected of [
      'Estado de cuenta del vendedor',
      'Estado de cuenta n.º ST-9F8E7D6C',
      'Nombre Cuenta eliminada',
      'Precio de venta (bruto) $12,300.99',
      'Importe transferido $11,685.94',
      'Estado Pagada: enviada a su cuenta de cobro',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
