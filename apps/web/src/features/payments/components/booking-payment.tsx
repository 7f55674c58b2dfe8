import { LoadFailed } from '../../../components/ui/load-failed';
import { StoredPhoto } from '../../../components/ui/stored-photo';
import { ApiError, messageOf } from '../../../lib/api-error';
import { formatPrice } from '../../../lib/format';
import type { BookingPayment as Booking } from '../api/booking-payment';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePaymentProvider } from '../api/payment-provider';
import { CardPaymentProvider } from './card-payment-provider';
import { CheckoutForm } from './checkout-form';
import { MyOrdersLink, PaymentNotice } from './payment-notice';
import { useT } from '../../../lib/i18n';
import { paymentsCatalogue } from '../i18n';

function BookingSummary({ booking }: { booking: Booking }) {
  return (
    <div className="flex items-center gap-4">
      <StoredPhoto
        src={booking.productImage}
        sizes="112px"
        width={112}
        height={70}
        className="bg-base-200 rounded-field shrink-0 object-cover"
        style={{ width: 112, height: 70 }}
      />
      <div className="min-w-0">
        <p className="font-semibold break-words">{booking.productName}</p>
        <p className="text-base-content/75 text-sm">{booking.carModel}</p>
        <p className="font-semibold tabular-nums">{formatPrice(booking.productPrice)}</p>
      </div>
    </div>
  );
}

/**
 * Why there is nothing to pay: the booking is paid, refunded or cancelled (its seller sold the car elsewhere), or its
 * car went to another buyer.
 */
function NothingToPay({ booking }: { booking: Booking }) {
  const t = useT(paymentsCatalogue);
  const [tone, title, text] =
    booking.paymentStatus === 'paid'
      ? (['success', 'checkout.paid', 'nothing.paidText'] as const)
      : booking.paymentStatus === 'refunded'
        ? (['warning', 'nothing.refundedTitle', 'nothing.refundedText'] as const)
        : booking.paymentStatus === 'cancelled'
          ? (['warning', 'nothing.cancelledTitle', 'nothing.noCharge'] as const)
          : (['warning', 'nothing.soldTitle', 'nothing.noCharge'] as const);
  return (
    <PaymentNotice tone={tone} title={t(title)}>
      <p>{t(text)}</p>
      <MyOrdersLink />
    </PaymentNotice>
  );
}

/** The card form for an unpaid booking: the provider and the client secret are asked for at once. */
function Checkout({ booking }: { booking: Booking }) {
  const t = useT(paymentsCatalogue);
  const provider = usePaymentProvider();
  const intent = usePaymentIntent(booking);
  // A booking paid, refunded or sold meanwhile (or not the caller's) will not be payable on a second try either.
  const intentFinal =
    intent.error instanceof ApiError &&
    ['CONFLICT', 'PAYMENT_REFUNDED', 'NOT_FOUND', 'FORBIDDEN'].includes(intent.error.code);

  return (
    <div className="space-y-4">
      {provider.isError ? (
        <LoadFailed what={t('page.cardForm')} error={provider.error} retry={() => void provider.refetch()} />
      ) : null}
      {intent.isError ? (
        <div role="alert" className="alert alert-error alert-soft flex flex-wrap">
          <span>
            <span className="font-semibold">{t('page.notPayable')} </span>
            {messageOf(intent.error)}
          </span>
          {intentFinal ? (
            <MyOrdersLink />
          ) : (
            <button type="button" className="btn btn-sm" onClick={() => void intent.refetch()}>
              {t('tryAgain')}
            </button>
          )}
        </div>
      ) : null}
      <CardPaymentProvider provider={provider.data}>
        <CheckoutForm booking={booking} clientSecret={intent.data?.clientSecret} />
      </CardPaymentProvider>
    </div>
  );
}

/**
 * The payment page's content for `booking` (loaded by the route): the card form while the server says it can be paid,
 * else what became of it.
 */
export function PayBooking({ booking }: { booking: Booking }) {
  const t = useT(paymentsCatalogue);
  return (
    <div className="max-w-xl space-y-6">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('page.heading')}</h1>
      <section aria-label={t('page.booking')} className="card border-base-300 bg-base-100 border">
        <div className="card-body gap-6 p-4 sm:p-6">
          <BookingSummary booking={booking} />
          {booking.payable ? <Checkout booking={booking} /> : <NothingToPay booking={booking} />}
        </div>
      </section>
    </div>
  );
}
