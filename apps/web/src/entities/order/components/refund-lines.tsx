import type { RefundNotice } from '@second-gear/contract';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';
import { refundSummary, type RefundReader } from '../refund-words';

/** A refund as its reader sees it: how much went back, when and by whom, then why. */
export function RefundLines({ refund, reader }: { refund: RefundNotice; reader: RefundReader }) {
  const t = useT(entitiesCatalogue);
  return (
    <>
      <span className="block">{refundSummary(refund, reader)}</span>
      {refund.reason ? (
        <span className="block break-words">{t('order.refundReason', { reason: refund.reason })}</span>
      ) : null}
    </>
  );
}
