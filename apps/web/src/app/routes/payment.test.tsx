import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, roleAnswers, sam, sessionResponse } from '../../test/auth';
import { unpaidBookingFixture } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { createQueryClient } from '../../lib/query-client';
import { renderApp } from '../../test/render';

const booking = unpaidBookingFixture;
const bookingId = booking._id;

describe('the payment page', () => {
  it('has the booking loaded before it shows, inside the dashboard, with no role guard', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, {}),
      [`/api/bookingPayment/${bookingId}`]: jsonResponse(booking),
      '/api/paymentProvider': jsonResponse({
        kind: 'sandbox',
        publishableKey: 'pk_test_sandbox',
        apiBase: '/stripe-sandbox',
      }),
      '/api/create-payment-intent': jsonResponse({ clientSecret: 'pi_1_secret_2' }),
    });
    renderApp(`/dashboard/payment/${bookingId}`, createQueryClient());

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(screen.getByText('Pay $12,300 for Honda Civic')).toBeInTheDocument();
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Payment');
    expect(callsOf(fetchMock).filter((call) => call === `GET /api/bookingPayment/${bookingId}`)).toHaveLength(
      1,
    );
  });

  it('shows the error page for someone else’s or an unknown booking', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, {}),
      [`/api/bookingPayment/${bookingId}`]: jsonResponse(
        { error: 'NOT_FOUND', message: 'There is no such booking of yours.' },
        404,
      ),
    });
    renderApp(`/dashboard/payment/${bookingId}`, createQueryClient());

    expect(await screen.findByText('The stuff Something went wrong !')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'PAY NOW' })).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login, keeping the page, without asking for the booking', async () => {
    const fetchMock = mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const router = renderApp(`/dashboard/payment/${bookingId}`, createQueryClient());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: `/dashboard/payment/${bookingId}` },
    });
    expect(callsOf(fetchMock)).not.toContain(`GET /api/bookingPayment/${bookingId}`);
  });
});
