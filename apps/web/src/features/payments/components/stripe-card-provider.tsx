import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry: Stripe's script is injected only when loadStripe is called, on this page, with Stripe configured.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { pageLanguage, useT } from '../../../lib/i18n';
import { CardPaymentContext, type CardBilling, type CardInputProps, type CardPayment } from '../card-payment';
import { paymentsCatalogue } from '../i18n';

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe client per publishable key for the page's lifetime; a failed load is tried again next time. */
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripe.catch(() => stripes.delete(publishableKey));
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

const cardStyle = {
  base: {
    color: '#1f2937',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
    fontSize: '16px',
    '::placeholder': { color: '#6b7280' },
  },
  invalid: { color: '#b91c1c', iconColor: '#b91c1c' },
};

interface StripeCardProviderProps {
  publishableKey: string;
  children: ReactNode;
}

/** The card payment provider with Stripe configured: Stripe.js and its card element. */
export function StripeCardProvider({ publishableKey, children }: StripeCardProviderProps) {
  const [stripe] = useState(() => stripeFor(publishableKey));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    stripe.catch(() => {
      if (current) setFailed(true);
    });
    return () => {
      current = false;
    };
  }, [stripe]);

  return (
    // Stripe's own words (a card declined, a number mistyped) in the page's language.
    <Elements stripe={stripe} options={{ locale: pageLanguage() }}>
      <StripeCard failed={failed}>{children}</StripeCard>
    </Elements>
  );
}

function StripeCard({ failed, children }: { failed: boolean; children: ReactNode }) {
  const t = useT(paymentsCatalogue);
  const stripe = useStripe();
  const elements = useElements();
  const [cardReady, setCardReady] = useState(false);
  const [inputError, setInputError] = useState<string>();
  const labelId = useId();

  async function confirm(clientSecret: string, billing: CardBilling) {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return null;
    const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
      payment_method: { card, billing_details: { name: billing.name, email: billing.email } },
    });
    if (error) {
      card.focus();
      return { error: error.message ?? t('card.notCharged') };
    }
    return { status: paymentIntent.status, id: paymentIntent.id };
  }

  function renderInput({ busy }: CardInputProps) {
    if (failed) {
      return (
        <p role="alert" className="alert alert-error alert-soft">
          {t('card.loadFailed')}
        </p>
      );
    }
    return (
      <div role="group" aria-labelledby={labelId} className="space-y-1.5">
        <span id={labelId} className="block font-medium">
          {t('card.label')}
        </span>
        <div className="input h-auto w-full py-3">
          <CardElement
            className="w-full"
            options={{ hidePostalCode: true, disabled: busy, style: cardStyle }}
            onReady={() => setCardReady(true)}
            onChange={(event) => setInputError(event.error?.message)}
          />
        </div>
        {cardReady ? null : <PulsingDots label={t('card.loading')} />}
      </div>
    );
  }

  const card: CardPayment = {
    ready: stripe !== null && cardReady && !failed,
    inputError,
    confirm,
    renderInput,
  };
  return <CardPaymentContext value={card}>{children}</CardPaymentContext>;
}
