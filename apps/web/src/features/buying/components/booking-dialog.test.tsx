import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, deferredResponse, headersOf, sam, sessionResponse } from '../../../test/auth';
import { modelCarFixture, modelCarsPage } from '../../../test/cars';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { myOrdersQueryOptions } from '../../../entities/order/api/my-orders';
import { ModelCars } from './model-cars';

const camry = modelCarFixture({
  _id: '0b7f1f44-52f5-4a43-9a43-6f4a1e0f1c11',
  sellerName: 'Maya Patel',
  sellerEmail: 'maya.patel@example.com',
});

const samsAccount = {
  _id: 'account-sam',
  username: 'Sam Lee',
  userEmail: sam.email,
  phone: '+1 415 555 0199',
  location: 'San Francisco',
  accountStatus: 'buyer',
  sellerStatus: null,
  language: null,
};

function mockServer(bookings: () => Response | Promise<Response>) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    '/api/accounts/me': jsonResponse(samsAccount),
    '/api/carModels/Sedan': modelCarsPage([camry]),
    '/api/bookings': bookings,
  });
}

async function openBooking() {
  const user = userEvent.setup();
  // The heart and "Message seller" on each card belong to other features, which the route joins in.
  const result = renderWithProviders(
    <ModelCars model="Sedan" FavoriteButton={() => null} MessageSeller={() => null} />,
    {
      path: '/carModels/Sedan',
      routes: [{ path: '/dashboard/MyOrders', element: <p>My orders page</p> }],
    },
  );
  const book = await screen.findByRole('button', { name: 'Book 2018 Toyota Camry SE' });
  await user.click(book);
  const dialog = await screen.findByRole('dialog', { name: 'Book 2018 Toyota Camry SE' });
  await within(dialog).findByRole('textbox', { name: /Meeting location/ });
  return { ...result, user, book, dialog };
}

describe('BookingDialog', () => {
  it('shows the price, the buyer read-only, and the phone from their account, with focus on the meeting place', async () => {
    mockServer(() => jsonResponse({ acknowledged: true, insertedId: 'booking-1' }));
    const { dialog } = await openBooking();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('$12,500 · Sedan, in Austin');
    expect(within(dialog).getByRole('textbox', { name: 'Your name' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Your name' })).toHaveValue('Sam Lee');
    expect(within(dialog).getByRole('textbox', { name: 'Your email' })).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('textbox', { name: 'Your email' })).toHaveValue(sam.email);
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveValue('+1 415 555 0199');
    expect(within(dialog).getByRole('textbox', { name: 'Meeting location' })).toHaveFocus();
  });

  it('requires the meeting location and the phone, tying the message to the field', async () => {
    const fetchMock = mockServer(() => jsonResponse({ acknowledged: true, insertedId: 'booking-1' }));
    const { user, dialog } = await openBooking();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));

    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));

    const location = within(dialog).getByRole('textbox', { name: 'Meeting location' });
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    expect(location).toHaveAttribute('aria-invalid', 'true');
    expect(location).toHaveAccessibleDescription(expect.stringContaining('* required field'));
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('* required field'));
    expect(location).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings');
  });

  it('books the car, says "Booking Confirmed" and has My orders read again', async () => {
    const answer = deferredResponse();
    const fetchMock = mockServer(() => answer.promise);
    const { user, dialog, book, queryClient } = await openBooking();
    queryClient.setQueryData(myOrdersQueryOptions(sam.email).queryKey, []);

    await user.type(within(dialog).getByRole('textbox', { name: 'Meeting location' }), 'Zilker Park');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));

    expect(within(dialog).getByRole('button', { name: 'Booking…' })).toBeDisabled();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/bookings')!;
    expect(bodyOf(call)).toEqual({
      carId: camry._id,
      location: 'Zilker Park',
      phone: '+1 415 555 0199',
      username: 'Sam Lee',
      email: sam.email,
      productName: '2018 Toyota Camry SE',
      productPrice: 12500,
      productImage: '/uploads/cars/camry-640.webp',
      carModel: 'Sedan',
      paymentStatus: 'unpaid',
    });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    answer.resolve(jsonResponse({ acknowledged: true, insertedId: 'booking-1' }));

    const confirmed = await screen.findByRole('dialog', { name: 'Booking Confirmed' });
    expect(confirmed).toHaveAccessibleDescription(/2018 Toyota Camry SE is booked for you/);
    expect(within(confirmed).getByRole('link', { name: 'Go to My orders' })).toHaveAttribute(
      'href',
      '/dashboard/MyOrders',
    );
    expect(queryClient.getQueryState(myOrdersQueryOptions(sam.email).queryKey)?.isInvalidated).toBe(true);

    await user.click(within(confirmed).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toHaveFocus();
  });

  it('shows the server’s refusal inside the dialog and keeps what was typed', async () => {
    mockServer(() =>
      jsonResponse(
        { error: 'CONFLICT', message: 'You have already booked 2018 Toyota Camry SE. Find it in My orders.' },
        409,
      ),
    );
    const { user, dialog } = await openBooking();

    await user.type(within(dialog).getByRole('textbox', { name: 'Meeting location' }), 'Zilker Park');
    await user.click(within(dialog).getByRole('button', { name: 'Book now' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The car was not booked. You have already booked 2018 Toyota Camry SE. Find it in My orders.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Meeting location' })).toHaveValue('Zilker Park');
    expect(within(dialog).getByRole('button', { name: 'Book now' })).toBeEnabled();
    expect(screen.queryByRole('dialog', { name: 'Booking Confirmed' })).not.toBeInTheDocument();
  });

  it('closes on Cancel or Escape without booking, giving focus back to Book', async () => {
    const fetchMock = mockServer(() => jsonResponse({ acknowledged: true, insertedId: 'booking-1' }));
    const { user, dialog, book } = await openBooking();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(book).toHaveFocus();

    await user.click(book);
    await screen.findByRole('textbox', { name: /Meeting location/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf(fetchMock)).not.toContain('POST /api/bookings');
  });
});
