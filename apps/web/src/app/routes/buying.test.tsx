import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, roleAnswers, sam, sessionResponse } from '../../test/auth';
import { modelCarFixture, modelCarsPage } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { createQueryClient } from '../../lib/query-client';
import { renderApp } from '../../test/render';

// These pages render with the app's own query client, whose data stays fresh for a while: the page reads what
// its loader fetched instead of fetching again.
const samsAccount = {
  _id: 'account-sam',
  username: 'Sam Lee',
  userEmail: sam.email,
  phone: '+1 415 555 0199',
  location: 'San Francisco',
  accountStatus: 'buyer',
  sellerStatus: null,
};

describe('the car-model page', () => {
  it('has its cars loaded before it shows, inside the layout', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/accounts/me': jsonResponse(samsAccount),
      '/api/carModels/Sedan': modelCarsPage([modelCarFixture({})]),
    });
    renderApp('/carModels/Sedan', createQueryClient());

    const heading = await screen.findByRole('heading', { level: 1, name: 'Sedan' });
    // Loaded by the route: the page never waited for its cars.
    expect(screen.queryByRole('status', { name: /Loading Sedan cars/ })).not.toBeInTheDocument();
    expect(heading).toBeInTheDocument();
    expect(screen.getByRole('article', { name: '2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Sedan');
    expect(callsOf(fetchMock).filter((call) => call === 'GET /api/carModels/Sedan')).toHaveLength(1);
    // The booking form's phone is asked for alongside.
    expect(callsOf(fetchMock)).toContain('GET /api/accounts/me');
  });

  it('shows the error page when the loader fails (an unknown model)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/carModels/Hover': jsonResponse(
        { error: 'NOT_FOUND', message: 'There is no car model called "Hover".' },
        404,
      ),
    });
    renderApp('/carModels/Hover', createQueryClient());

    expect(await screen.findByText('The stuff Something went wrong !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login, keeping the page, without asking for its cars', async () => {
    const fetchMock = mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const router = renderApp('/carModels/Sedan', createQueryClient());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/carModels/Sedan' } });
    expect(callsOf(fetchMock)).not.toContain('GET /api/carModels/Sedan');
  });

  it('renews an expired access token before the first page, though nothing has rendered yet', async () => {
    localStorage.setItem('accessToken', 'expired');
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'fresh' }),
      '/api/accounts/me': jsonResponse(samsAccount),
      '/api/carModels/Sedan': () =>
        localStorage.getItem('accessToken') === 'fresh'
          ? modelCarsPage([modelCarFixture({})])
          : jsonResponse({ error: 'UNAUTHORIZED', message: 'The access token has expired.' }, 401),
    });
    renderApp('/carModels/Sedan', createQueryClient());

    expect(await screen.findByRole('article', { name: '2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('POST /api/jwt');
  });
});

describe('My orders', () => {
  it('shows a buyer their orders inside the dashboard', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/bookings/sam.lee%40example.com': jsonResponse([]),
    });
    renderApp('/dashboard/MyOrders', createQueryClient());

    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    expect(await screen.findByText("You didn't make any order yet !")).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — My orders');
  });

  it('sends a seller to /login', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, { seller: true }) });
    const router = renderApp('/dashboard/MyOrders', createQueryClient());

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
