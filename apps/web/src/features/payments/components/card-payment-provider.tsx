import { lazy, Suspense, type ReactNode } from 'react';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import type { PaymentProvider } from '../api/payment-provider';
import { CardPaymentContext, type CardPayment } from '../card-payment';
import { SandboxCardProvider } from './sandbox-card-provider';
import { paymentsCatalogue } from '../i18n';

// Stripe.js and its React bindings load only when Stripe is the provider, never with the sandbox.
const StripeCardProvider = lazy(() =>
  import('./stripe-card-provider').then(({ StripeCardProvider }) => ({ default: StripeCardProvider })),
);

/** While the provider is not known yet or its code is on its way: nothing to pay with. */
const loadingCard: CardPayment = {
  ready: false,
  inputError: undefined,
  confirm: () => Promise.resolve(null),
  renderInput: () => <PulsingDots label={paymentsCatalogue.t('card.loading')} />,
};

function LoadingCard({ children }: { children: ReactNode }) {
  return <CardPaymentContext value={loadingCard}>{children}</CardPaymentContext>;
}

interface CardPaymentProviderProps {
  /** Undefined while it is being looked up. */
  provider: PaymentProvider | undefined;
  children: ReactNode;
}

/** Gives `children` the card payment provider the server names (see useCardPayment). */
export function CardPaymentProvider({ provider, children }: CardPaymentProviderProps) {
  if (!provider) return <LoadingCard>{children}</LoadingCard>;
  if (provider.kind === 'sandbox') {
    return (
      <SandboxCardProvider apiBase={provider.apiBase} publishableKey={provider.publishableKey}>
        {children}
      </SandboxCardProvider>
    );
  }
  return (
    <Suspense fallback={<LoadingCard>{children}</LoadingCard>}>
      <StripeCardProvider publishableKey={provider.publishableKey}>{children}</StripeCardProvider>
    </Suspense>
  );
}
