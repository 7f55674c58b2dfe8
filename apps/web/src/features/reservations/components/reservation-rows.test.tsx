import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { callsOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { CarReservations, MyReservations } from './reservation-rows';

const base = {
  carId: 'car-1',
  productImage: '/uploads/cars/civic-640.webp',
  productPrice: 12_300,
  amount: 250,
  balance: 12_050,
  expiresAt: '2026-11-29T10:00:00.000Z',
  createdAt: '2026-11-26T10:00:00.000Z',
  buyerId: null,
  buyerName: 'Sam Lee',
  buyerEmail: sam.email,
  cancelledBy: null,
};
const active = { ...base, _id: 'r-1', productName: 'Honda Civic', state: 'active', role: 'buyer' };
const expired = { ...base, _id: 'r-2', productName: 'Ford Focus', state: 'expired', role: 'buyer' };
const ofMyCar = { ...base, _id: 'r-3', productName: 'Mazda 3', state: 'active', role: 'seller' };

function mockServer(list: unknown[], cancelled = jsonResponse({ ...active, state: 'cancelled' })) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    '/api/reservations': () => jsonResponse(list),
    '/api/reservations/r-1/cancel': () => cancelled,
    '/api/reservations/r-3/cancel': () => cancelled,
  });
}

describe('MyReservations', () => {
  it('lists the buyer’s reservations with state, deadline, deposit and balance, and cancels an active one', async () => {
    const fetchMock = mockServer([active, expired, ofMyCar]);
    const user = userEvent.setup();
    renderWithProviders(<MyReservations />, { path: '/dashboard/MyOrders' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/Honda Civic.*Reserved until.*\$250.*\$12,050/);
    expect(rows[2]).toHaveTextContent(/Ford Focus.*Expired/);
    expect(within(rows[2]!).queryByRole('button')).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent('Mazda 3');

    await user.click(within(rows[1]!).getByRole('button', { name: 'Cancel the reservation of Honda Civic' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/reservations/r-1/cancel'));
  });

  it('shows nothing to a buyer without reservations', async () => {
    const fetchMock = mockServer([]);
    const { container } = renderWithProviders(<MyReservations />, { path: '/dashboard/MyOrders' });
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/reservations'));
    expect(container).toBeEmptyDOMElement();
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('speaks Spanish', async () => {
      setPageLanguage('es');
      mockServer([active, expired]);
      await act(async () => {
        renderWithProviders(<MyReservations />, { path: '/dashboard/MyOrders' });
      });
      expect(await screen.findByRole('heading', { name: 'Apartados' })).toBeInTheDocument();
      const rows = within(screen.getByRole('table')).getAllByRole('row');
      expect(rows[1]).toHaveTextContent(/Honda Civic.*Apartado hasta/);
      expect(rows[2]).toHaveTextContent(/Ford Focus.*Vencido/);
      expect(screen.getByRole('button', { name: 'Cancelar el apartado de Honda Civic' })).toBeInTheDocument();
    });
  });
});

describe('CarReservations', () => {
  it('tells the seller who reserved which car until when, and lets them cancel', async () => {
    const fetchMock = mockServer([active, ofMyCar]);
    const user = userEvent.setup();
    renderWithProviders(<CarReservations />, { path: '/dashboard/myProducts' });
    const item = await screen.findByRole('listitem');
    expect(item).toHaveTextContent(`Mazda 3reserved by Sam Lee (${sam.email}) until`);
    expect(within(item).getByRole('link', { name: sam.email })).toHaveAttribute(
      'href',
      `mailto:${sam.email}`,
    );
    await user.click(within(item).getByRole('button', { name: 'Cancel the reservation of Mazda 3' }));
    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/reservations/r-3/cancel'));
  });
});
