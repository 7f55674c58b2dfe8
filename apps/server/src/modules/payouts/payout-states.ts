import type { PayoutStatus, PayoutTransferState } from '@second-gear/contract';
import { stateMachine } from '../../lib/state-machine.ts';
import type { GatewayConnectedAccount } from '../payments/payment-gateway.ts';

/**
 * A payout account: opened once (its Stripe account made), then enabled or asked for details as often as the gateway
 * says so; Stripe may ask an enabled account for more (new rules, a failed check), so enabled is not final.
 */
export const payoutStates = stateMachine<PayoutStatus, 'open' | 'enable' | 'askDetails'>({
  open: { from: ['not_started'], to: 'details_needed' },
  enable: { from: ['details_needed', 'enabled'], to: 'enabled' },
  askDetails: { from: ['details_needed', 'enabled'], to: 'details_needed' },
});

/**
 * A transfer of a seller's share: pending until it is sent (held while the seller's account is not enabled or a dispute
 * froze it), then paid. A refund cancels one still pending and reverses one paid. Cancelled and reversed are final.
 */
export const transferStates = stateMachine<PayoutTransferState, 'send' | 'cancel' | 'reverse'>({
  send: { from: ['pending'], to: 'paid' },
  cancel: { from: ['pending'], to: 'cancelled' },
  reverse: { from: ['paid'], to: 'reversed' },
});

/** The one rule: enabled when Stripe takes charges and pays out for the account and wants nothing now. */
export function payoutStatusOf(account: GatewayConnectedAccount): 'details_needed' | 'enabled' {
  return account.chargesEnabled && account.payoutsEnabled && account.currentlyDue.length === 0
    ? 'enabled'
    : 'details_needed';
}

/** The seller's words for what Stripe asks: its requirement names grouped the way its onboarding page asks them. */
const wordsByRequirement: [RegExp, string][] = [
  [/^(individual\.)?(first_name|last_name)$/, 'your name'],
  [/^individual\.dob\./, 'your date of birth'],
  [/^individual\.address\./, 'your home address'],
  [/^individual\.(email|phone)$/, 'your e-mail address and phone number'],
  [/^individual\.(ssn_last_4|id_number)$/, 'your Social Security number'],
  [/^individual\.verification\./, 'a photo of your ID'],
  [/^business_type$/, 'whether you sell as an individual or a company'],
  [/^business_profile\./, 'what you sell and your website'],
  [/^external_account$/, 'the bank account to pay you into'],
  [/^tos_acceptance\./, "your acceptance of Stripe's terms"],
];

export function dueInWords(currentlyDue: readonly string[]): string[] {
  const words = currentlyDue.map(
    (requirement) =>
      wordsByRequirement.find(([pattern]) => pattern.test(requirement))?.[1] ??
      'other details Stripe asks for',
  );
  return [...new Set(words)];
}
