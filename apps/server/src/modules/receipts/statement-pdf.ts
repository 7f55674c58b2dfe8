import type { PayoutTransferState } from '@second-gear/contract';
import { formatPostDate } from '../../lib/time.ts';
import { renderPaper } from './pdf-paper.ts';

/** Everything a seller's statement for one payout says: the sale, what the marketplace kept, and the transfer. */
export interface StatementData {
  /** The statement's number, e.g. "ST-1A2B3C4D" (the transfer's). */
  number: string;
  issuedAt: Date;
  seller: { name: string; email: string };
  car: { name: string; vin: string | null };
  /** The sale's price, as the buyer paid it. */
  grossCents: number;
  feeCents: number;
  transferredCents: number;
  /** The gateway's transfer id, once the transfer was made. */
  transfer: { id: string | null; at: Date; state: PayoutTransferState };
}

const stateWords: Record<PayoutTransferState, string> = {
  pending: 'Pending: the transfer has not been sent yet',
  paid: 'Paid: sent to your payout account',
  reversed: 'Reversed: the transfer was taken back',
  cancelled: 'Cancelled: no transfer will be made',
};

/** Where a statement's state is boxed because it changes what the amounts mean. */
const warnings: Partial<Record<PayoutTransferState, string>> = {
  reversed: '#b42318',
  cancelled: '#b54708',
};

/** A seller's statement for one payout: the sale's gross, the marketplace's fee, and the amount transferred. */
export function statementPdf(data: StatementData): Promise<Buffer> {
  return renderPaper(
    { title: `Second Gear statement ${data.number}`, subject: `Payout statement for ${data.car.name}` },
    (paper) => {
      paper.header('Seller statement', [
        `Statement no. ${data.number}`,
        `Date ${formatPostDate(data.issuedAt)}`,
      ]);
      paper.section('Seller');
      paper.facts([
        ['Name', data.seller.name],
        ['E-mail', data.seller.email],
      ]);
      paper.section('Sale');
      paper.facts([
        ['Car', data.car.name],
        ...(data.car.vin ? [['VIN', data.car.vin] as [string, string]] : []),
      ]);
      paper.amount('Sale price (gross)', data.grossCents);
      paper.amount("Marketplace's fee", data.feeCents);
      paper.rule();
      paper.amount('Amount transferred', data.transferredCents, { strong: true });
      paper.section('Transfer');
      paper.facts([
        ['Transfer id', data.transfer.id ?? 'Not sent yet'],
        ['Date', formatPostDate(data.transfer.at)],
        ['State', stateWords[data.transfer.state]],
      ]);
      const warning = warnings[data.transfer.state];
      if (warning) paper.notice(stateWords[data.transfer.state], warning);
      paper.note('Amounts are in US dollars. The fee is part of the sale price, kept by the marketplace.');
    },
  );
}
