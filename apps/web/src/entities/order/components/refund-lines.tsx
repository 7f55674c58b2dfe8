import type { RefundNotice } from '@second-gear/contract';
import { refundSummary, type RefundReader } from '../refund-words';

/** A refund as its reader sees it: how much went back, when and by whom, then why. */
export function RefundLines({ refund, reader }: { refund: RefundNotice; reader: RefundReader }) {
  return (
    <>
      <span className="block">{refundSummary(refund, reader)}</span>
      {refund.reason ? <span className="block break-words">Reason: {refund.reason}</span> : null}
    </>
  );
}
