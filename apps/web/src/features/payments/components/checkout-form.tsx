import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { formatPrice } from '../../../lib/format';
import { MyOrdersDialogActions } from '../../../entities/order/components/my-orders-actions';
import type { BookingPayment } from '../api/booking-payment';
import { useCardPayment } from '../card-payment';
import { useCardCheckout, type CheckoutStep } from '../hooks/use-card-checkout';
import { MyOrdersLink, PaymentNotice } from './payment-notice';
import { useT } from '../../../lib/i18n';
import { paymentsCatalogue } from '../i18n';

const mono = (chunks: ReactNode[]) => <span className="font-mono break-all">{chunks}</span>;

interface CheckoutFormProps {
  booking: BookingPayment;
  /** Undefined until the payment intent has been created. */
  clientSecret: string | undefined;
}

function PaidDialog({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const t = useT(paymentsCatalogue);
  return (
    <Dialog
      title={t('checkout.paidTitle')}
      onClose={onClose}
      actions={<MyOrdersDialogActions onClose={onClose} />}
    >
      <p>{t.rich('checkout.transaction', { id: transactionId, mono })}</p>
    </Dialog>
  );
}

/** What the page says once the card has been charged and the payment is no longer the form's. */
function Outcome({ step, onRetry }: { step: CheckoutStep; onRetry: () => void }) {
  const t = useT(paymentsCatalogue);
  const [dialogOpen, setDialogOpen] = useState(true);
  if (step.name === 'paid') {
    return (
      <>
        {dialogOpen ? (
          <PaidDialog transactionId={step.transactionId} onClose={() => setDialogOpen(false)} />
        ) : null}
        {/* Focus is the dialog's while it is open, then the notice's. */}
        <PaymentNotice tone="success" title={t('checkout.paid')} focus={!dialogOpen}>
          <p>{t.rich('checkout.transaction', { id: step.transactionId, mono })}</p>
          <MyOrdersLink />
        </PaymentNotice>
      </>
    );
  }
  if (step.name === 'refused') {
    return (
      <PaymentNotice
        focus
        tone={step.refunded ? 'warning' : 'error'}
        title={step.refunded ? t('checkout.refunded') : t('checkout.refused')}
      >
        <p>{step.message}</p>
        <MyOrdersLink />
      </PaymentNotice>
    );
  }
  if (step.name === 'unconfirmed') {
    return (
      <PaymentNotice tone="info" title={t('checkout.unconfirmedTitle')} focus>
        <p>{t('checkout.unconfirmed')}</p>
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-primary" onClick={onRetry}>
            {t('tryAgain')}
          </button>
          <MyOrdersLink />
        </div>
      </PaymentNotice>
    );
  }
  return null;
}

/**
 * "Pay $price for product name", the provider's card input with the card's error line under it, and PAY NOW,
 * enabled once the provider is ready and the client secret has arrived.
 */
export function CheckoutForm({ booking, clientSecret }: CheckoutFormProps) {
  const t = useT(paymentsCatalogue);
  const card = useCardPayment();
  const checkout = useCardCheckout(booking, clientSecret);
  const errorId = useId();
  const { step } = checkout;
  const error = checkout.cardError ?? card.inputError;

  if (step.name === 'paid' || step.name === 'refused' || step.name === 'unconfirmed') {
    return <Outcome step={step} onRetry={checkout.retry} />;
  }

  return (
    <form
      noValidate
      aria-label={t('checkout.formLabel')}
      aria-busy={checkout.busy}
      className="space-y-4"
      onChange={checkout.clearCardError}
      onSubmit={(event) => {
        event.preventDefault();
        void checkout.pay();
      }}
    >
      <p className="text-xl font-semibold">
        {t('checkout.heading', { price: formatPrice(booking.productPrice), name: booking.productName })}
      </p>
      {card.renderInput({ errorId: error ? errorId : undefined, busy: checkout.busy })}
      {error ? (
        <p id={errorId} role="alert" className="text-error font-medium">
          {error}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={!checkout.canPay}
        aria-busy={checkout.busy}
      >
        {checkout.busy ? <span aria-hidden="true" className="loading loading-spinner loading-sm" /> : null}
        {t('checkout.payNow')}
      </button>
      <p role="status" className="text-base-content/75 min-h-6 text-sm">
        {step.name === 'confirming'
          ? t('checkout.confirming')
          : step.name === 'recording'
            ? t('checkout.recording')
            : ''}
      </p>
    </form>
  );
}
