import type { AdminPayment } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, headersOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { formatDate } from '../../../lib/format';
import { AdminPayments } from './admin-payments';

const paidAt = '2026-03-02T15:00:00.000Z';

const camry: AdminPayment = {
  bookingId: 'booking-1',
  productName: '2018 Toyota Camry SE',
  carId: 'car-1',
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  sellerName: 'Pat Seller',
  amountCents: 1_250_000,
  feeCents: 37_500,
  paidAt,
  paymentStatus: 'paid',
  transfer: { state: 'pending', amountCents: 1_212_500, frozen: false },
  refund: null,
  dispute: null,
};

const refundedAt = '2026-03-04T15:00:00.000Z';
const civic: AdminPayment = {
  ...camry,
  bookingId: 'booking-2',
  productName: '2019 Honda Civic EX',
  carId: null,
  sellerName: null,
  paymentStatus: 'refunded',
  transfer: { state: 'cancelled', amountCents: 1_212_500, frozen: false },
  refund: { by: 'seller', reason: 'The gearbox failed', amountCents: 1_250_000, refundedAt },
};

const focus: AdminPayment = {
  ...camry,
  bookingId: 'booking-3',
  productName: '2016 Ford Focus',
  transfer: { state: 'pending', amountCents: 1_212_500, frozen: true },
  dispute: {
    _id: 'dispute-1',
    reason: 'product_not_received',
    amountCents: 1_250_000,
    status: 'open',
    createdAt: refundedAt,
  },
};

const lastUrl = (fetchMock: { mock: { calls: unknown[][] } }) =>
  String(
    fetchMock.mock.calls.filter(([input]) => String(input).startsWith('/api/admin/payments?')).at(-1)![0],
  );

function mockServer(
  payments: (url: string) => Response,
  refund: () => Response = () =>
    jsonResponse({
      bookingId: 'booking-1',
      paymentStatus: 'refunded',
      refundedCents: 1_250_000,
      relisted: false,
    }),
) {
  localStorage.setItem('accessToken', 'token-1');
  const fetchMock = mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { admin: true }),
    '/api/admin/payments': () => payments(lastUrl(fetchMock)),
    '/api/admin/payments/booking-1/refund': refund,
  });
  return fetchMock;
}

const byStatus = (url: string) =>
  jsonResponse(
    url.includes('status=refunded') ? [civic] : url.includes('status=disputed') ? [focus] : [camry],
  );

/** Opens the Camry's refund dialog and types a reason into it. */
async function refundDialogWith(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Refund 2018 Toyota Camry SE' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate charge');
  return dialog;
}

const renderPayments = () => renderWithProviders(<AdminPayments />, { path: '/dashboard/payments' });

describe('AdminPayments', () => {
  it('lists the paid sales with car, buyer, seller, amount, fee, date and transfer, asking with the token', async () => {
    const fetchMock = mockServer(byStatus);
    renderPayments();

    const sales = await screen.findByRole('list', { name: 'Paid sales' });
    const [card] = within(sales).getAllByRole('listitem');
    expect(within(card!).getByRole('link', { name: '2018 Toyota Camry SE' })).toHaveAttribute(
      'href',
      '/cars/car-1',
    );
    expect(card).toHaveTextContent('BuyerBea Buyer · bea@example.com');
    expect(card).toHaveTextContent('SellerPat Seller');
    expect(card).toHaveTextContent('Amount$12,500.00');
    expect(card).toHaveTextContent('Fee$375.00');
    expect(card).toHaveTextContent(`Paid${formatDate(paidAt)}`);
    expect(card).toHaveTextContent('TransferPending · $12,125.00');
    expect(within(card!).getByRole('button', { name: 'Refund 2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paid' })).toBeChecked();

    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/admin/payments?status=paid')!;
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');
  });

  it('shows refunded sales with who refunded, when and why, and disputed ones with the dispute and the frozen transfer', async () => {
    const user = userEvent.setup();
    mockServer(byStatus);
    renderPayments();
    await screen.findByRole('list', { name: 'Paid sales' });

    await user.click(screen.getByRole('radio', { name: 'Refunded' }));
    const [refunded] = within(await screen.findByRole('list', { name: 'Refunded sales' })).getAllByRole(
      'listitem',
    );
    expect(refunded).toHaveTextContent(`Refunded $12,500.00 on ${formatDate(refundedAt)} by the seller`);
    expect(refunded).toHaveTextContent('Reason: The gearbox failed');
    expect(refunded).toHaveTextContent('Selleraccount deleted');
    expect(refunded).toHaveTextContent('TransferCancelled: refunded before it was sent');
    expect(within(refunded!).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(within(refunded!).queryByRole('link', { name: '2019 Honda Civic EX' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Disputed' }));
    const [disputed] = within(await screen.findByRole('list', { name: 'Disputed sales' })).getAllByRole(
      'listitem',
    );
    expect(disputed).toHaveTextContent(
      `DisputeProduct not received · Open · $12,500.00, opened ${formatDate(refundedAt)}`,
    );
    expect(within(disputed!).getByText('Frozen by a dispute')).toBeInTheDocument();
  });

  it('searches on the server and says when no sale matches', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer((url) => (url.includes('q=') ? jsonResponse([]) : byStatus(url)));
    renderPayments();
    await screen.findByRole('list', { name: 'Paid sales' });

    await user.type(screen.getByRole('searchbox', { name: 'Search sales by car, buyer or seller' }), 'zed');
    expect(await screen.findByText('No paid sale matches “zed”.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      '/api/admin/payments?status=paid&q=zed',
    );
  });

  it('follows the Link header with "Load more"', async () => {
    const user = userEvent.setup();
    mockServer((url) => {
      if (url.includes('after='))
        return jsonResponse([{ ...camry, bookingId: 'booking-9', productName: '2010 Kia Rio' }]);
      const response = jsonResponse([camry]);
      response.headers.set('Link', '</api/admin/payments?status=paid&after=page-2>; rel="next"');
      return response;
    });
    renderPayments();
    await screen.findByRole('list', { name: 'Paid sales' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: '2010 Kia Rio' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('refunds a paid sale after a reason, leaving the car sold unless asked, then shows the sale refunded', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(byStatus);
    renderPayments();

    await user.click(await screen.findByRole('button', { name: 'Refund 2018 Toyota Camry SE' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund 2018 Toyota Camry SE?' });
    expect(dialog).toHaveAccessibleDescription(/The buyer gets back \$12,500\.00 on the card they paid with/);
    expect(within(dialog).getByRole('checkbox', { name: 'Put the car back on sale' })).not.toBeChecked();
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    await user.type(reason, 'The seller never had the title');
    expect(within(dialog).getByText('30 of 500 characters (at least 3).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500.00' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getAllByRole('listitem')[0]!;
    expect(card).toHaveTextContent('Refunded $12,500.00 on');
    expect(card).toHaveTextContent('by Second Gear');
    expect(card).toHaveTextContent('Reason: The seller never had the title');
    expect(within(card).queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toHaveFocus();
    const call = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/admin/payments/booking-1/refund',
    )!;
    expect((call as unknown[])[1]).toMatchObject({ method: 'POST' });
    expect(bodyOf(call)).toEqual({ reason: 'The seller never had the title', relist: false });
  });

  it('sends relist true when the car is put back on sale', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(byStatus);
    renderPayments();

    const dialog = await refundDialogWith(user);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the car back on sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500.00' }));

    await waitFor(() => expect(callsOf(fetchMock)).toContain('POST /api/admin/payments/booking-1/refund'));
    const call = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/admin/payments/booking-1/refund',
    )!;
    expect(bodyOf(call)).toEqual({ reason: 'Duplicate charge', relist: true });
  });

  it('keeps the dialog open with the server’s reason when the sale was already refunded, and Cancel returns to Refund', async () => {
    const user = userEvent.setup();
    mockServer(byStatus, () =>
      jsonResponse({ error: 'CONFLICT', message: 'This sale was already refunded.' }, 409),
    );
    renderPayments();

    const dialog = await refundDialogWith(user);
    const refund = screen.getByRole('button', { name: 'Refund 2018 Toyota Camry SE' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500.00' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The sale was not refunded. This sale was already refunded.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(refund).toHaveFocus();
  });
});
