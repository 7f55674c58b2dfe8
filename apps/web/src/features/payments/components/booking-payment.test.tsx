import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsOf, deferredResponse, headersOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { unpaidBookingFixture } from '../../../test/cars';
import { renderWithProviders } from '../../../test/render';
import { myOrdersQueryOptions } from '../../../entities/order/api/my-orders';
import { formatPrice } from '../../../lib/format';
import { setPageLanguage } from '../../../lib/i18n';
import type { BookingPayment } from '../api/booking-payment';
import { PayBooking } from './booking-payment';

const civic = unpaidBookingFixture;

const sandbox = { kind: 'sandbox', publishableKey: 'pk_test_sandbox', apiBase: '/stripe-sandbox' };
const clientSecret = 'pi_3Nabc_secret_xyz';
const confirmPath = '/stripe-sandbox/v1/payment_intents/pi_3Nabc/confirm';
const succeeded = { id: 'pi_3Nabc', object: 'payment_intent', status: 'succeeded', amount: 1230000 };
const declined = {
  error: {
    type: 'card_error',
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
    payment_intent: { id: 'pi_3Nabc', object: 'payment_intent', status: 'requires_payment_method' },
  },
};

type Answer = Response | (() => Response | Promise<Response>);

function mockServer(answers: Record<string, Answer> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    '/api/paymentProvider': jsonResponse(sandbox),
    '/api/create-payment-intent': () => jsonResponse({ clientSecret }),
    [confirmPath]: () => jsonResponse(succeeded),
    '/api/payments': () => jsonResponse({ acknowledged: true, insertedId: 'payment-1' }),
    [`/api/bookingPayment/${civic._id}`]: () =>
      jsonResponse({ acknowledged: true, paymentStatus: 'paid', transactionId: 'pi_3Nabc' }),
    ...answers,
  });
}

function renderPayment(booking: BookingPayment = civic) {
  const user = userEvent.setup();
  const result = renderWithProviders(<PayBooking booking={booking} />, {
    path: `/dashboard/payment/${booking._id}`,
    routes: [{ path: '/dashboard/MyOrders', element: <p>My orders page</p> }],
  });
  result.queryClient.setQueryData(myOrdersQueryOptions(sam.email).queryKey, []);
  return { ...result, user };
}

async function fillCard(
  user: ReturnType<typeof userEvent.setup>,
  card = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
) {
  await user.type(await screen.findByLabelText('Card number'), card.number);
  await user.type(screen.getByLabelText('Expiry'), card.expiry);
  await user.type(screen.getByLabelText('CVC'), card.cvc);
}

const payNow = () => screen.getByRole('button', { name: 'PAY NOW' });
const ordersInvalidated = (queryClient: ReturnType<typeof renderPayment>['queryClient']) =>
  queryClient.getQueryState(myOrdersQueryOptions(sam.email).queryKey)?.isInvalidated;

describe('PayBooking', () => {
  it('shows "Pay $price for product name" and keeps PAY NOW disabled until the client secret has arrived', async () => {
    const intent = deferredResponse();
    const fetchMock = mockServer({ '/api/create-payment-intent': () => intent.promise });
    renderPayment();

    expect(screen.getByText('Pay $12,300 for Honda Civic')).toBeInTheDocument();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(payNow()).toBeDisabled();

    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/create-payment-intent')!;
    expect(bodyOf(call)).toEqual({ bookingId: civic._id, price: 12300 });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    intent.resolve(jsonResponse({ clientSecret }));
    await waitFor(() => expect(payNow()).toBeEnabled());
  });

  it('keeps PAY NOW disabled until the payment provider is ready', async () => {
    const provider = deferredResponse();
    const fetchMock = mockServer({ '/api/paymentProvider': () => provider.promise });
    renderPayment();

    expect(await screen.findByText('Loading the card form')).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/create-payment-intent'));
    expect(payNow()).toBeDisabled();

    provider.resolve(jsonResponse(sandbox));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    await waitFor(() => expect(payNow()).toBeEnabled());
  });

  it('marks the sandbox card form as test mode and lists the test cards', async () => {
    mockServer();
    renderPayment();

    const card = await screen.findByRole('group', { name: /Card/ });
    expect(within(card).getByText('Test mode')).toBeInTheDocument();
    expect(card).toHaveAccessibleDescription(/no real card is charged/);
    expect(card).toHaveTextContent('4242 4242 4242 4242 succeeds');
    expect(card).toHaveTextContent('4000 0000 0000 0002 is declined');
  });

  it('loads Stripe.js only for a page that pays with Stripe, and waits for it before PAY NOW', async () => {
    mockServer({ '/api/paymentProvider': jsonResponse({ kind: 'stripe', publishableKey: 'pk_test_123' }) });
    expect(document.querySelector('script[src^="https://js.stripe.com/"]')).toBeNull();
    renderPayment();

    const script = await waitFor(() => {
      const found = document.querySelector('script[src^="https://js.stripe.com/"]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(screen.getByText('Loading the card form')).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(payNow()).toBeDisabled();
    script.remove();
  });

  it('pays with the sandbox card, records the payment, completes the booking and congratulates', async () => {
    const fetchMock = mockServer();
    const { user, queryClient } = renderPayment();
    await fillCard(user);
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 34');
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.click(payNow());

    const dialog = await screen.findByRole('dialog', { name: 'Congratulations ! Payment successful' });
    expect(dialog).toHaveAccessibleDescription('TransactionId : pi_3Nabc');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();

    const confirm = fetchMock.mock.calls.find(([input]) => String(input) === confirmPath)!;
    const init = (confirm as unknown[])[1] as RequestInit;
    expect(init.method).toBe('POST');
    expect(headersOf(confirm).get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(headersOf(confirm).get('Authorization')).toBeNull();
    expect(init.credentials).toBe('omit');
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({
      key: 'pk_test_sandbox',
      client_secret: clientSecret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
      'payment_method_data[billing_details][name]': 'Sam Lee',
      'payment_method_data[billing_details][email]': sam.email,
    });

    const record = fetchMock.mock.calls.find(([input]) => String(input) === '/api/payments')!;
    expect(bodyOf(record)).toEqual({
      username: 'Sam Lee',
      email: sam.email,
      product: 'Honda Civic',
      price: 12300,
      transactionId: 'pi_3Nabc',
      time: expect.stringMatching(/^\d{1,2}:\d{2} (AM|PM)$/),
      date: expect.stringMatching(/^\d{1,2}\/\d{1,2}\/\d{4}$/),
    });
    expect(headersOf(record).get('Authorization')).toBe('Bearer token-1');
    expect(callsOf(fetchMock).filter((call) => call.startsWith('PATCH'))).toEqual([
      `PATCH /api/bookingPayment/${civic._id}`,
    ]);
    expect(callsOf(fetchMock).indexOf('POST /api/payments')).toBeLessThan(
      callsOf(fetchMock).indexOf(`PATCH /api/bookingPayment/${civic._id}`),
    );
    expect(ordersInvalidated(queryClient)).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('You have paid for this car.').parentElement).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
  });

  it('shows a declined card’s message under the card input and records nothing', async () => {
    const fetchMock = mockServer({ [confirmPath]: () => jsonResponse(declined, 402) });
    const { user } = renderPayment();
    await fillCard(user, { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' });
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.click(payNow());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Your card was declined.');
    expect(screen.getByLabelText('Card number')).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('POST /api/payments');
    expect(callsOf(fetchMock).some((call) => call.startsWith('PATCH'))).toBe(false);
    expect(payNow()).toBeEnabled();

    // Typing again clears the message; a good card then goes through.
    await user.clear(screen.getByLabelText('Card number'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('ties a provider error naming a field to that field', async () => {
    mockServer({
      [confirmPath]: () =>
        jsonResponse(
          {
            error: {
              type: 'card_error',
              code: 'invalid_expiry_year',
              message: "Your card's expiration year is in the past.",
              param: 'exp_year',
            },
          },
          402,
        ),
    });
    const { user } = renderPayment();
    await fillCard(user, { number: '4242 4242 4242 4242', expiry: '12/20', cvc: '123' });
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.click(payNow());

    expect(await screen.findByRole('alert')).toHaveTextContent("Your card's expiration year is in the past.");
    expect(screen.getByLabelText('Expiry')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Expiry')).toHaveFocus();
  });

  it('says an obviously incomplete card is incomplete without asking the provider', async () => {
    const fetchMock = mockServer();
    const { user } = renderPayment();
    await screen.findByLabelText('Card number');
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.click(payNow());

    expect(await screen.findByRole('alert')).toHaveTextContent('Your card number is incomplete.');
    expect(callsOf(fetchMock)).not.toContain(`POST ${confirmPath}`);
  });

  it('confirms one payment however often PAY NOW is pressed', async () => {
    const confirm = deferredResponse();
    const fetchMock = mockServer({ [confirmPath]: () => confirm.promise });
    const { user } = renderPayment();
    await fillCard(user);
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.dblClick(payNow());
    const form = screen.getByRole('form', { name: 'Card payment' });
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(payNow()).toBeDisabled();
    expect(payNow()).toHaveAttribute('aria-busy', 'true');
    expect(form).toHaveAttribute('aria-busy', 'true');
    confirm.resolve(jsonResponse(succeeded));
    await screen.findByRole('dialog', { name: 'Congratulations ! Payment successful' });
    expect(callsOf(fetchMock).filter((call) => call === `POST ${confirmPath}`)).toHaveLength(1);
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/payments')).toHaveLength(1);
  });

  it('says so clearly when the car went to someone else a moment earlier and the charge was refunded', async () => {
    const message =
      'Honda Civic was sold to another buyer a moment before your payment went through. Your payment has been refunded.';
    mockServer({
      [`/api/bookingPayment/${civic._id}`]: () => jsonResponse({ error: 'PAYMENT_REFUNDED', message }, 409),
    });
    const { user, queryClient } = renderPayment();
    await fillCard(user);
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.click(payNow());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment was refunded.');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'Go to My orders' })).toHaveAttribute(
      'href',
      '/dashboard/MyOrders',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
    expect(ordersInvalidated(queryClient)).toBe(true);
  });

  it('says a charged payment will be confirmed shortly when the server cannot be reached, and retries without charging again', async () => {
    let completeAnswers = 0;
    const fetchMock = mockServer({
      [`/api/bookingPayment/${civic._id}`]: () =>
        ++completeAnswers === 1
          ? jsonResponse(
              { error: 'GATEWAY_ERROR', message: 'The payment provider could not be reached.' },
              502,
            )
          : jsonResponse({ acknowledged: true, paymentStatus: 'paid', transactionId: 'pi_3Nabc' }),
    });
    const { user } = renderPayment();
    await fillCard(user);
    await waitFor(() => expect(payNow()).toBeEnabled());

    await user.click(payNow());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment went through.');
    expect(alert).toHaveTextContent('It will be confirmed shortly, and you will not be charged again.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('dialog', { name: 'Congratulations ! Payment successful' }),
    ).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call === `POST ${confirmPath}`)).toHaveLength(1);
    // Recorded once; only the completion was asked again.
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/payments')).toHaveLength(1);
    expect(completeAnswers).toBe(2);
  });

  it('shows why the booking cannot be paid when the payment intent is refused', async () => {
    mockServer({
      '/api/create-payment-intent': () =>
        jsonResponse({ error: 'CONFLICT', message: 'Honda Civic has been sold to another buyer.' }, 409),
    });
    renderPayment();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Honda Civic has been sold to another buyer.');
    expect(within(alert).getByRole('link', { name: 'Go to My orders' })).toBeInTheDocument();
    expect(payNow()).toBeDisabled();
  });

  it.each([
    [{ paymentStatus: 'paid' as const, carSold: false }, 'You have paid for this car.'],
    [{ paymentStatus: 'refunded' as const, carSold: false }, 'Your payment for this car was refunded.'],
    [{ paymentStatus: 'unpaid' as const, carSold: true }, 'This car has been sold to another buyer.'],
    [
      { paymentStatus: 'cancelled' as const, carSold: false },
      'The seller sold this car elsewhere, so your booking was cancelled.',
    ],
  ])('shows no card form and asks for no payment intent for %o', async (state, text) => {
    const fetchMock = mockServer();
    renderPayment({ ...civic, ...state, payable: false });

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My orders' })).toHaveAttribute(
      'href',
      '/dashboard/MyOrders',
    );
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/create-payment-intent');
    expect(callsOf(fetchMock)).not.toContain('GET /api/paymentProvider');
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('asks for the card in Spanish and says why a card number is refused', async () => {
      setPageLanguage('es');
      mockServer();
      const user = userEvent.setup();
      await act(async () => {
        renderWithProviders(<PayBooking booking={civic} />);
      });

      expect(await screen.findByRole('heading', { name: 'Pago' })).toBeInTheDocument();
      expect(screen.getByText(`Pague ${formatPrice(12300)} por Honda Civic`)).toBeInTheDocument();
      await user.type(await screen.findByLabelText('Vencimiento'), '12/34');
      await user.type(screen.getByLabelText('CVC'), '123');
      const payNow = screen.getByRole('button', { name: 'PAGAR AHORA' });
      await waitFor(() => expect(payNow).toBeEnabled());
      await user.click(payNow);
      expect(await screen.findByRole('alert')).toHaveTextContent('El número de su tarjeta está incompleto.');
    });
  });
});
