import type { QueryClient } from '@tanstack/react-query';
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { useLiveEvent } from '../../entities/live/components/live-events';
import { sessionQueryOptions } from '../../features/auth/api/get-session';
import { getBookingPayment, type BookingPayment } from '../../features/payments/api/booking-payment';
import { paymentProviderQueryOptions } from '../../features/payments/api/payment-provider';
import { PayBooking } from '../../features/payments/components/booking-payment';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/**
 * Loads the booking before the page shows, afresh each time (someone else's or an unknown booking is the route's
 * error page). A visitor who is not signed in gets nothing loaded; the sign-in guard sends them to /login.
 */
export function paymentLoader(queryClient: QueryClient) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<BookingPayment | null> => {
    const user = await queryClient.ensureQueryData(sessionQueryOptions()).catch(() => null);
    if (!user) return null;
    // The card form's provider, on its way alongside; not waited for.
    void queryClient.prefetchQuery(paymentProviderQueryOptions());
    return getBookingPayment(params.id ?? '', request.signal);
  };
}

/** /dashboard/payment/{id}: the buyer pays for a booking by card (no role guard, as the specification has it). */
export function PaymentPage() {
  const t = useT(appCatalogue);
  const booking = useLoaderData<BookingPayment | null>();
  const revalidator = useRevalidator();
  // A car sold to someone else, or by its seller elsewhere, meanwhile may be this one: then Pay gives way to the
  // notice. This buyer's own payment also sells the car; its answer stays on screen, so a booking already paid or
  // refunded is left as it is.
  useLiveEvent((event) => {
    if (!booking || (event.type !== 'car.sold' && event.type !== 'car.removed')) return;
    void getBookingPayment(booking._id)
      .then((fresh) => {
        if (!fresh.payable && (fresh.paymentStatus === 'unpaid' || fresh.paymentStatus === 'cancelled'))
          void revalidator.revalidate();
      })
      .catch(() => undefined);
  });
  return (
    <>
      <DocumentTitle page={t('title.payment')} />
      {booking ? <PayBooking key={booking._id} booking={booking} /> : null}
    </>
  );
}
