import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { confirmSandboxCard, intentIdOf } from './confirm-sandbox-card';

const confirmation = {
  apiBase: '/stripe-sandbox/',
  publishableKey: 'pk_test_1',
  clientSecret: 'pi_42_secret_abc',
  card: { number: '4242424242424242', expMonth: '12', expYear: '2034', cvc: '123' },
  billing: { name: 'Sam Lee', email: 'sam.lee@example.com' },
};
const path = '/stripe-sandbox/v1/payment_intents/pi_42/confirm';

describe('confirmSandboxCard', () => {
  it('takes the intent id from the client secret', () => {
    expect(intentIdOf('pi_3Nabc_secret_xyz')).toBe('pi_3Nabc');
  });

  it('gives the intent’s status and id', async () => {
    mockFetch({ [path]: jsonResponse({ id: 'pi_42', object: 'payment_intent', status: 'succeeded' }) });
    expect(await confirmSandboxCard(confirmation)).toEqual({ status: 'succeeded', id: 'pi_42' });
  });

  it('gives Stripe’s message and the field it names', async () => {
    mockFetch({
      [path]: jsonResponse(
        {
          error: {
            type: 'card_error',
            code: 'invalid_cvc',
            message: "Your card's security code is invalid.",
            param: 'cvc',
          },
        },
        402,
      ),
    });
    expect(await confirmSandboxCard(confirmation)).toEqual({
      error: "Your card's security code is invalid.",
      param: 'cvc',
    });
  });

  it('takes a repeated confirm of an intent that already succeeded as the success it was', async () => {
    mockFetch({
      [path]: jsonResponse(
        {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message: 'You cannot confirm this PaymentIntent because it has already succeeded.',
            payment_intent: { id: 'pi_42', object: 'payment_intent', status: 'succeeded' },
          },
        },
        400,
      ),
    });
    expect(await confirmSandboxCard(confirmation)).toEqual({ status: 'succeeded', id: 'pi_42' });
  });

  it('says so when the provider cannot be reached or answers something else', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await confirmSandboxCard(confirmation)).toEqual({
      error: 'We could not reach the payment provider. Check your connection and try again.',
    });
    mockFetch({ [path]: new Response('<html>Bad gateway</html>', { status: 502 }) });
    expect(await confirmSandboxCard(confirmation)).toEqual({
      error: 'The payment provider sent an unexpected answer. Please try again.',
    });
  });
});
