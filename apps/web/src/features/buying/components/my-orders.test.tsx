import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodyOf, deferredResponse, headersOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { formatDate, formatPrice } from '../../../lib/format';
import { setPageLanguage } from '../../../lib/i18n';
import { MyOrders } from './my-orders';

function order(overrides: Record<string, unknown>) {
  return {
    _id: 'booking-1',
    productImage: '/uploads/cars/camry-640.webp',
    productName: '2018 Toyota Camry SE',
    carModel: 'Sedan',
    productPrice: 12500,
    paymentStatus: 'unpaid',
    carSold: false,
    carId: 'car-1',
    createdAt: '2026-03-02T15:00:00.000Z',
    meetingLocation: 'Main Street parking',
    agreed: false,
    cancelledBy: null,
    cancelReason: null,
    seller: { name: 'Pat Seller', email: 'pat@example.com', phone: '+1 555 0100' },
    refund: null,
    actions: overrides.paymentStatus && overrides.paymentStatus !== 'unpaid' ? [] : ['pay', 'cancel'],
    hasReceipt: false,
    ...overrides,
  };
}

const unpaid = order({});
const paid = order({
  _id: 'booking-2',
  productName: '2016 Honda Accord EX-L',
  productPrice: 1250000,
  paymentStatus: 'paid',
  hasReceipt: true,
});
const refunded = order({
  _id: 'booking-4',
  productName: '2020 Mazda 3',
  carModel: 'Hatchback',
  paymentStatus: 'refunded',
  carSold: true,
  refund: {
    by: 'sale',
    reason: 'The car was sold to another buyer first.',
    amountCents: 1_250_000,
    refundedAt: '2026-03-03T15:00:00.000Z',
  },
  hasReceipt: true,
});
const soldToAnother = order({
  _id: 'booking-3',
  productName: '2012 Ford Focus',
  carModel: 'Hatchback',
  carSold: true,
  actions: ['cancel'],
});
const declined = order({
  _id: 'booking-5',
  productName: '2015 Subaru Outback',
  paymentStatus: 'cancelled',
  cancelledBy: 'seller',
  cancelReason: 'Sold to my neighbour',
  seller: null,
});
const suspended = order({
  _id: 'booking-7',
  productName: '2014 Volvo V60',
  paymentStatus: 'cancelled',
  cancelledBy: 'moderator',
  cancelReason: "the seller's account was suspended",
  seller: null,
});
const agreed = order({ _id: 'booking-6', productName: '2019 Kia Niro', productPrice: 13500, agreed: true });

const ordersPath = '/api/bookings/sam.lee%40example.com';

function mockServer(
  orders: () => Response | Promise<Response>,
  more: Record<string, () => Response | Promise<Response>> = {},
) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { buyer: true }),
    [ordersPath]: orders,
    ...more,
  });
}

function renderMyOrders({ wide = false } = {}) {
  if (wide) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
  }
  return renderWithProviders(<MyOrders />, { path: '/dashboard/MyOrders' });
}

describe('MyOrders', () => {
  it('shows pulsing dots while the orders load, asking with the buyer’s e-mail and token', async () => {
    const answer = deferredResponse();
    const fetchMock = mockServer(() => answer.promise);
    renderMyOrders();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your orders');
    const call = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([input]) => String(input) === ordersPath);
      expect(found).toBeDefined();
      return found!;
    });
    expect((call as unknown[])[1]).toMatchObject({ method: 'POST' });
    expect(bodyOf(call)).toEqual({ email: sam.email });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    answer.resolve(jsonResponse([unpaid]));
    expect(await screen.findByRole('heading', { name: '2018 Toyota Camry SE' })).toBeInTheDocument();
  });

  it('shows a table with image, name, model, price and then Pay, Paid or sold to another buyer', async () => {
    mockServer(() => jsonResponse([unpaid, paid, soldToAnother]));
    renderMyOrders({ wide: true });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Photo', 'Product name', 'Car model', 'Price', 'Payment', 'Details']);
    const [camryRow, accordRow, focusRow] = within(table).getAllByRole('row').slice(1);

    expect(within(camryRow!).getByText('Sedan')).toBeInTheDocument();
    expect(within(camryRow!).getByText('$12,500')).toBeInTheDocument();
    expect(camryRow!.querySelector('img')).toHaveAttribute('width', '80');
    expect(within(camryRow!).getByRole('link', { name: 'Pay for 2018 Toyota Camry SE' })).toHaveAttribute(
      'href',
      '/dashboard/payment/booking-1',
    );

    expect(within(accordRow!).getByText('$1,250,000')).toBeInTheDocument();
    const paidButton = within(accordRow!).getByRole('button', { name: 'Paid 2016 Honda Accord EX-L' });
    expect(paidButton).toBeDisabled();
    expect(paidButton).toHaveTextContent('Paid');
    expect(within(accordRow!).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();

    const sold = within(focusRow!).getByRole('button', { name: 'Sold to another buyer: 2012 Ford Focus' });
    expect(sold).toBeDisabled();
    expect(within(focusRow!).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('offers the receipt of paid and refunded orders as a PDF download, and none for unpaid ones', async () => {
    mockServer(() => jsonResponse([unpaid, paid, refunded]));
    renderMyOrders({ wide: true });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [camryRow, accordRow, mazdaRow] = within(table).getAllByRole('row').slice(1);
    for (const [row, order] of [
      [accordRow!, paid],
      [mazdaRow!, refunded],
    ] as const) {
      const link = within(row).getByRole('link', { name: `Receipt (PDF) for ${order.productName}` });
      expect(link).toHaveTextContent('Receipt (PDF)');
      expect(link).toHaveAttribute('href', `/api/bookings/${order._id}/receipt.pdf`);
      expect(link).toHaveAttribute('download');
    }
    expect(within(camryRow!).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  });

  it('shows cards on phones with the same actions', async () => {
    mockServer(() => jsonResponse([unpaid, paid, soldToAnother]));
    renderMyOrders();

    const cards = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByRole('link', { name: 'Pay for 2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Paid 2016 Honda Accord EX-L' })).toBeDisabled();
    expect(
      within(cards[2]!).getByRole('button', { name: 'Sold to another buyer: 2012 Ford Focus' }),
    ).toBeDisabled();
    expect(screen.getByText('3 bookings.')).toBeInTheDocument();
  });

  it('shows a refunded payment as Refunded, not as Paid or Pay', async () => {
    mockServer(() => jsonResponse([refunded]));
    renderMyOrders({ wide: true });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const button = within(table).getByRole('button', { name: 'Refunded 2020 Mazda 3' });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Refunded');
    expect(within(table).queryByText('Paid')).not.toBeInTheDocument();
    expect(within(table).queryByRole('link', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says how much was refunded, on which day, by whom and why', async () => {
    const refundedAt = '2026-03-05T15:00:00.000Z';
    const bySeller = order({
      _id: 'booking-7',
      productName: '2017 Volvo XC60',
      paymentStatus: 'paid',
      refund: { by: 'seller', reason: 'The gearbox failed', amountCents: 1_250_000, refundedAt },
    });
    const byAdmin = order({
      _id: 'booking-8',
      productName: '2014 BMW 328i',
      paymentStatus: 'refunded',
      refund: { by: 'admin', reason: 'The listing was fraudulent', amountCents: 990_050, refundedAt },
    });
    mockServer(() => jsonResponse([{ ...bySeller, paymentStatus: 'refunded' }, byAdmin, refunded]));
    renderMyOrders();

    const [volvo, bmw, mazda] = within(await screen.findByRole('list', { name: 'Your orders' })).getAllByRole(
      'listitem',
    );
    expect(volvo).toHaveTextContent(`Refunded $12,500.00 on ${formatDate(refundedAt)} by the seller`);
    expect(volvo).toHaveTextContent('Reason: The gearbox failed');
    expect(bmw).toHaveTextContent(`Refunded $9,900.50 on ${formatDate(refundedAt)} by Second Gear`);
    expect(bmw).toHaveTextContent('Reason: The listing was fraudulent');
    expect(mazda).toHaveTextContent(
      `Refunded $12,500.00 on ${formatDate('2026-03-03T15:00:00.000Z')}: the car was sold to another buyer`,
    );
  });

  it('gives each booking its state in words, date, meeting place and the seller to call while it stands', async () => {
    mockServer(() => jsonResponse([agreed, declined]));
    renderMyOrders({ wide: true });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [niroRow, outbackRow] = within(table).getAllByRole('row').slice(1);
    expect(within(niroRow!).getByText('Booked at the agreed price')).toBeInTheDocument();
    expect(within(niroRow!).getByText('$13,500')).toBeInTheDocument();
    expect(within(niroRow!).getByText('Main Street parking')).toBeInTheDocument();
    expect(within(niroRow!).getByRole('link', { name: 'pat@example.com' })).toHaveAttribute(
      'href',
      'mailto:pat@example.com',
    );
    expect(within(niroRow!).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+1 555 0100',
    );
    expect(within(niroRow!).getByText(/2026/)).toHaveAttribute('dateTime', '2026-03-02T15:00:00.000Z');

    expect(within(outbackRow!).getByText('Declined by the seller: Sold to my neighbour')).toBeInTheDocument();
    expect(
      within(outbackRow!).getByRole('button', {
        name: 'Declined by the seller: Sold to my neighbour: 2015 Subaru Outback',
      }),
    ).toBeDisabled();
    expect(within(outbackRow!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(outbackRow!).queryByRole('button', { name: /Cancel booking/ })).not.toBeInTheDocument();
  });

  it('says a booking was cancelled because its seller was suspended, not that the car sold elsewhere', async () => {
    mockServer(() => jsonResponse([suspended]));
    renderMyOrders({ wide: true });

    const table = await screen.findByRole('table', { name: 'Your orders' });
    const [row] = within(table).getAllByRole('row').slice(1);
    expect(within(row!).getByText("Cancelled: the seller's account was suspended")).toBeInTheDocument();
    expect(
      within(row!).getByRole('button', {
        name: "Cancelled: the seller's account was suspended: 2014 Volvo V60",
      }),
    ).toBeDisabled();
    expect(within(row!).queryByText(/sold elsewhere/)).not.toBeInTheDocument();
  });

  it('cancels an unpaid booking after asking, and shows it cancelled', async () => {
    let cancelled = false;
    const fetchMock = mockServer(
      () =>
        jsonResponse([
          cancelled ? order({ paymentStatus: 'cancelled', cancelledBy: 'buyer', seller: null }) : unpaid,
        ]),
      {
        '/api/bookings/booking-1/cancel': () => {
          cancelled = true;
          return jsonResponse({ _id: 'booking-1', paymentStatus: 'cancelled', cancelledBy: 'buyer' });
        },
      },
    );
    renderMyOrders({ wide: true });

    await userEvent.click(
      await screen.findByRole('button', { name: 'Cancel booking of 2018 Toyota Camry SE' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel your booking of 2018 Toyota Camry SE?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await screen.findByText('Cancelled by you')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pay for/ })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/bookings/booking-1/cancel');
    expect((call as unknown[])[1]).toMatchObject({ method: 'POST' });
  });

  it('says when there is no order yet, with a way to the models', async () => {
    mockServer(() => jsonResponse([]));
    renderMyOrders();

    expect(await screen.findByText("You didn't make any order yet !")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse car models' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('speaks Spanish, with prices in the Spanish format', async () => {
      setPageLanguage('es');
      mockServer(() => jsonResponse([unpaid, paid]));
      await act(async () => {
        renderMyOrders();
      });

      expect(await screen.findByRole('heading', { name: 'Mis pedidos' })).toBeInTheDocument();
      expect(await screen.findByText('2 reservas.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pagar 2018 Toyota Camry SE' })).toHaveTextContent('Pagar');
      expect(screen.getByText(formatPrice(1250000))).toBeInTheDocument();
    });
  });
});
