import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ReserveDialog } from './reserve-dialog';

const sandbox = { kind: 'sandbox', publishableKey: 'pk_test_sandbox', apiBase: '/stripe-sandbox' };
const confirmCardPath = '/stripe-sandbox/v1/payment_intents/pi_hold/confirm';
const expiresAt = '2026-11-29T10:00:00.000Z';
const held = { id: 'pi_hold', object: 'payment_intent', status: 'requires_capture', amount: 25_000 };
const reservation = {
  _id: 'reservation-1',
  carId: 'car-1',
  productName: 'Honda Civic',
  productImage: '/uploads/cars/civic-640.webp',
  productPrice: 12_300,
  amount: 250,
  balance: 12_050,
  state: 'active',
  expiresAt,
  createdAt: '2026-11-26T10:00:00.000Z',
  role: 'buyer',
  buyerId: null,
  buyerName: 'Sam Lee',
  buyerEmail: sam.email,
  cancelledBy: null,
};

function mockServer(answers: Record<string, Response | (() => Response | Promise<Response>)> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    '/api/paymentProvider': jsonResponse(sandbox),
    '/api/reservations': () =>
      jsonResponse({ _id: 'reservation-1', clientSecret: 'pi_hold_secret_xyz', amount: 250, expiresAt }),
    [confirmCardPath]: () => jsonResponse(held),
    '/api/reservations/reservation-1/confirm': () => jsonResponse(reservation),
    ...answers,
  });
}

function renderDialog() {
  const user = userEvent.setup();
  renderWithProviders(
    <ReserveDialog
      car={{ _id: 'car-1', productName: 'Honda Civic' }}
      terms={{ deposit: 250, balance: 12_050 }}
      onClose={() => undefined}
    />,
    { path: '/cars/car-1' },
  );
  return user;
}

async function typeCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry'), '12/34');
  await user.type(screen.getByLabelText('CVC'), '123');
}

describe('ReserveDialog', () => {
  it('holds the deposit with the card as on the payment page, then confirms the reservation', async () => {
    const fetchMock = mockServer();
    const user = renderDialog();
    await typeCard(user);
    const reserve = screen.getByRole('button', { name: 'Reserve for $250' });
    await waitFor(() => expect(reserve).toBeEnabled());
    await user.click(reserve);

    const dialog = await screen.findByRole('dialog', { name: 'Reserved' });
    expect(
      within(dialog)
        .getByText(/^Reserved until/)
        .querySelector('time'),
    ).toHaveAttribute('datetime', expiresAt);
    expect(dialog).toHaveTextContent('Pay the rest ($12,050) from My orders');
    const create = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/reservations'))!;
    expect(bodyOf(create)).toEqual({ carId: 'car-1' });
    expect(callsOf(fetchMock)).toContain('POST /api/reservations/reservation-1/confirm');
  });

  it("shows the card's refusal and confirms nothing", async () => {
    const fetchMock = mockServer({
      [confirmCardPath]: () =>
        jsonResponse(
          { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } },
          402,
        ),
    });
    const user = renderDialog();
    await typeCard(user, '4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: 'Reserve for $250' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(callsOf(fetchMock)).not.toContain('POST /api/reservations/reservation-1/confirm');
  });

  it('says why the server refuses the reservation, before any card is asked for', async () => {
    mockServer({
      '/api/reservations': () =>
        jsonResponse({ error: 'CONFLICT', message: 'Honda Civic is reserved by another buyer.' }, 409),
    });
    renderDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('Honda Civic is reserved by another buyer.');
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });
});
