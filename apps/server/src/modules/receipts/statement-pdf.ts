import type { Language, PayoutTransferState } from '@second-gear/contract';
import { formatPostDate } from '../../lib/time.ts';
import { renderPaper } from './pdf-paper.ts';
import { receiptsTexts } from './receipts-texts.ts';

/** Everything a seller's statement for one payout says: the sale, what the marketplace kept, and the transfer. */
export interface StatementData {
  /** The statement's number, e.g. "ST-1A2B3C4D" (the transfer's). */
  number: string;
  issuedAt: Date;
  /** Null once the seller's account is gone. */
  seller: { name: string; email: string } | null;
  car: { name: string; vin: string | null };
  /** The sale's price, as the buyer paid it. */
  grossCents: number;
  feeCents: number;
  transferredCents: number;
  /** The gateway's transfer id, once the transfer was made. */
  transfer: { id: string | null; at: Date; state: PayoutTransferState };
}

/** Where a statement's state is boxed because it changes what the amounts mean. */
const warnings: Partial<Record<PayoutTransferState, string>> = {
  reversed: '#b42318',
  cancelled: '#b54708',
};

/**
 * A seller's statement for one payout, in its reader's language: the sale's gross, the marketplace's fee, and the
 * amount transferred.
 */
export function statementPdf(data: StatementData, language: Language = 'en'): Promise<Buffer> {
  const t = receiptsTexts(language);
  const state = t(`statement.${data.transfer.state}`);
  return renderPaper(
    {
      title: t('statement.title', { number: data.number }),
      subject: t('statement.subject', { car: data.car.name }),
      language,
    },
    (paper) => {
      paper.header(t('statement.heading'), [
        t('statement.number', { number: data.number }),
        t('date', { date: formatPostDate(data.issuedAt) }),
      ]);
      paper.section(t('statement.seller'));
      paper.facts([
        [t('name'), data.seller?.name ?? t('statement.sellerGone')],
        [t('email'), data.seller?.email ?? ''],
      ]);
      paper.section(t('statement.sale'));
      paper.facts([
        [t('car'), data.car.name],
        ...(data.car.vin ? [[t('vin'), data.car.vin] as [string, string]] : []),
      ]);
      paper.amount(t('statement.gross'), data.grossCents);
      paper.amount(t('statement.fee'), data.feeCents);
      paper.rule();
      paper.amount(t('statement.transferred'), data.transferredCents, { strong: true });
      paper.section(t('statement.transfer'));
      paper.facts([
        [t('statement.transferId'), data.transfer.id ?? t('statement.notSent')],
        [t('dateHeading'), formatPostDate(data.transfer.at)],
        [t('statement.state'), state],
      ]);
      const warning = warnings[data.transfer.state];
      if (warning) paper.notice(state, warning);
      paper.note(t('statement.note'));
    },
  );
}
