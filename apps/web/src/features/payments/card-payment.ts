import { createContext, useContext, type ReactNode } from 'react';

/** Who pays, as the card payment's billing details. */
export interface CardBilling {
  name: string;
  email: string;
}

/** The provider's verdict on a card payment: the payment intent's status and id, or its message why not. */
export type CardConfirmation = { status: string; id: string } | { error: string };

/** What the page gives the card input: the error line that describes it, and whether a payment is under way. */
export interface CardInputProps {
  errorId: string | undefined;
  busy: boolean;
}

/**
 * A card payment provider as the payment page sees it, whichever it is (Stripe, or the sandbox standing in for it):
 * its card input, whether it is ready, and confirming a payment intent with the card typed in.
 */
export interface CardPayment {
  /** The provider has loaded and its card input is there. */
  ready: boolean;
  /** What the provider's card input says of what is being typed, as it is typed (Stripe does so). */
  inputError: string | undefined;
  /**
   * Confirms the payment intent of `clientSecret` with the card typed in. Null when the provider or its card input is
   * not available, in which case nothing was sent. On an error the card input takes focus.
   */
  confirm(clientSecret: string, billing: CardBilling): Promise<CardConfirmation | null>;
  /** The card input. */
  renderInput(props: CardInputProps): ReactNode;
}

export const CardPaymentContext = createContext<CardPayment | null>(null);

export function useCardPayment(): CardPayment {
  const card = useContext(CardPaymentContext);
  if (!card) throw new Error('useCardPayment must be used inside <CardPaymentProvider>.');
  return card;
}
