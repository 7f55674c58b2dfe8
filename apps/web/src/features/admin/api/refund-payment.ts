import {
  refundAnswer,
  type AdminPayment,
  type AdminRefundRequest,
  type RefundAnswer,
} from '@second-gear/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { AdminPage } from './admin-pages';
import { adminPaymentsQueryKey } from './admin-payments';

type PaymentPages = InfiniteData<AdminPage<AdminPayment>>;

/** The list with the refunded sale shown refunded where it stands, rather than gone from the paid ones. */
export function withRefund(
  pages: PaymentPages,
  answer: RefundAnswer,
  reason: string,
  refundedAt: string,
): PaymentPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      rows: page.rows.map((row) =>
        row.bookingId === answer.bookingId
          ? {
              ...row,
              paymentStatus: answer.paymentStatus,
              refund: { by: 'admin', reason, amountCents: answer.refundedCents, refundedAt },
            }
          : row,
      ),
    })),
  };
}

/** POST /api/admin/payments/{bookingId}/refund {reason, relist}: an administrator refunds a paid sale in full. */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...request }: AdminRefundRequest & { bookingId: string }) =>
      apiRequest(`/admin/payments/${encodeURIComponent(bookingId)}/refund`, refundAnswer, {
        method: 'POST',
        auth: true,
        body: request,
      }),
    onSuccess: (answer, { reason }) => {
      const refundedAt = new Date().toISOString();
      queryClient.setQueriesData<PaymentPages>({ queryKey: adminPaymentsQueryKey }, (pages) =>
        pages ? withRefund(pages, answer, reason, refundedAt) : pages,
      );
      // The other filters read afresh when next shown; the one in view keeps the row where the refund was made.
      return queryClient.invalidateQueries({ queryKey: adminPaymentsQueryKey, refetchType: 'none' });
    },
  });
}
