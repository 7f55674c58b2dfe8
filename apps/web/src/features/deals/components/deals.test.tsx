import type { CarDeals, DealBooking } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { formatDate } from '../../../lib/format';
import { Deals } from './deals';

const paidBooking: DealBooking = {
  _id: 'booking-1',
  buyerId: null,
  buyerName: 'Bea Buyer',
  buyerEmail: 'bea@example.com',
  phone: '+1 512 555 0101',
  meetingLocation: 'Main Street parking',
  productPrice: 12500,
  paymentStatus: 'paid',
  agreed: false,
  cancelledBy: null,
  cancelReason: null,
  createdAt: '2026-03-02T15:00:00.000Z',
  refund: null,
  actions: ['refund'],
};

const refundedAt = '2026-03-04T15:00:00.000Z';
const refundedBooking: DealBooking = {
  ...paidBooking,
  paymentStatus: 'refunded',
  refund: { by: 'seller', reason: 'The gearbox failed', amountCents: 1_250_000, refundedAt },
  actions: [],
};

function dealsOf(booking: DealBooking): CarDeals[] {
  return [
    {
      car: {
        _id: 'car-1',
        productName: '2018 Toyota Camry SE',
        image: '/uploads/cars/camry-640.webp',
        resalePrice: 12500,
        saleStatus: 'sold',
      },
      bookings: [booking],
      offers: [],
      reservations: [],
      testDrives: [],
    },
  ];
}

const refundPath = '/api/payments/booking-1/refund';

function mockServer(deals: () => CarDeals[], refund: () => Response = () => jsonResponse({})) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { seller: true }),
    '/api/deals': () => jsonResponse(deals()),
    [refundPath]: refund,
  });
}

/** Opens Bea's refund dialog and types `reason` into it. */
async function refundDialogWith(user: ReturnType<typeof userEvent.setup>, reason: string) {
  await user.click(await screen.findByRole('button', { name: 'Refund the buyer Bea Buyer' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  return dialog;
}

const renderDeals = () =>
  renderWithProviders(<Deals TestDriveCard={() => null} />, { path: '/dashboard/deals' });

describe('Deals: refunding the buyer', () => {
  it('refunds a paid booking with the reason, putting the car back on sale unless unchecked, then shows it refunded', async () => {
    const user = userEvent.setup();
    let refunded = false;
    const fetchMock = mockServer(
      () => dealsOf(refunded ? refundedBooking : paidBooking),
      () => {
        refunded = true;
        return jsonResponse({
          bookingId: 'booking-1',
          paymentStatus: 'refunded',
          refundedCents: 1_250_000,
          relisted: true,
        });
      },
    );
    renderDeals();

    await user.click(await screen.findByRole('button', { name: 'Refund the buyer Bea Buyer' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund Bea Buyer for 2018 Toyota Camry SE?' });
    expect(dialog).toHaveAccessibleDescription(/The buyer gets back \$12,500 on the card they paid with/);
    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(within(dialog).getByRole('checkbox', { name: 'Put the car back on sale' })).toBeChecked();

    await user.type(reason, '  The gearbox failed ');
    expect(within(dialog).getByText('21 of 500 characters (at least 3).')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500' }));

    expect(
      await screen.findByText(`Refunded $12,500.00 on ${formatDate(refundedAt)} by you`),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: The gearbox failed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund the buyer/ })).not.toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === refundPath)!;
    expect((call as unknown[])[1]).toMatchObject({ method: 'POST' });
    expect(bodyOf(call)).toEqual({ reason: 'The gearbox failed', relist: true });
  });

  it('sends relist false when "Put the car back on sale" is unchecked', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(() => dealsOf(paidBooking));
    renderDeals();

    const dialog = await refundDialogWith(user, 'Buyer changed their mind');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the car back on sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500' }));

    await waitFor(() => expect(callsOf(fetchMock)).toContain(`POST ${refundPath}`));
    const call = fetchMock.mock.calls.find(([input]) => String(input) === refundPath)!;
    expect(bodyOf(call)).toEqual({ reason: 'Buyer changed their mind', relist: false });
  });

  it('refuses a reason shorter than 3 characters without asking the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(() => dealsOf(paidBooking));
    renderDeals();

    await user.click(await screen.findByRole('button', { name: 'Refund the buyer Bea Buyer' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500' }));
    expect(within(dialog).getByText('* required field')).toBeInTheDocument();

    const reason = within(dialog).getByRole('textbox', { name: 'Reason' });
    await user.type(reason, 'no');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500' }));
    expect(await within(dialog).findByText('Reason must be at least 3 characters')).toBeInTheDocument();
    expect(reason).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain(`POST ${refundPath}`);
  });

  it('keeps the dialog open with the server’s reason when the money was already transferred', async () => {
    const user = userEvent.setup();
    mockServer(
      () => dealsOf(paidBooking),
      () =>
        jsonResponse(
          { error: 'CONFLICT', message: 'Your share of this sale was already transferred to you.' },
          409,
        ),
    );
    renderDeals();

    const dialog = await refundDialogWith(user, 'The gearbox failed');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $12,500' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The sale was not refunded. Your share of this sale was already transferred to you.',
    );
    expect(within(dialog).getByRole('button', { name: 'Refund $12,500' })).toBeEnabled();
  });

  it('offers no refund on a booking whose actions do not include it', async () => {
    mockServer(() => dealsOf({ ...paidBooking, actions: [] }));
    renderDeals();

    expect(await screen.findByText('Bea Buyer booked at $12,500')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Refund/ })).not.toBeInTheDocument();
  });

  it('shows who refunded a refunded booking, how much and why', async () => {
    mockServer(() =>
      dealsOf({ ...refundedBooking, refund: { ...refundedBooking.refund!, by: 'admin', reason: 'Fraud' } }),
    );
    renderDeals();

    expect(
      await screen.findByText(`Refunded $12,500.00 on ${formatDate(refundedAt)} by Second Gear`),
    ).toBeInTheDocument();
    expect(screen.getByText('Reason: Fraud')).toBeInTheDocument();
    expect(screen.getByText('Refunded')).toBeInTheDocument();
  });
});
