import type { Order, ReviewableOrder } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ReviewAction } from './review-action';

const order = { _id: 'booking-1', productName: '2018 Toyota Camry SE' } as Order;
const text = 'Pat was honest about every scratch, and the hand-over was quick.';
const written = {
  _id: 'review-1',
  sellerId: 'seller-1',
  buyerId: 'account-sam',
  buyerName: 'Sam Lee',
  carName: '2018 Toyota Camry SE',
  rating: 4,
  text,
  createdAt: '2026-03-02T15:00:00.000Z',
  editedAt: null,
  reply: null,
  reportedByYou: false,
};

function mockServer(mine: () => ReviewableOrder[], review = () => jsonResponse(written)) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    '/api/reviews/mine': () => jsonResponse(mine()),
    '/api/reviews': review,
    '/api/reviews/review-1': review,
  });
}

const open: ReviewableOrder = {
  bookingId: 'booking-1',
  sellerId: 'seller-1',
  sellerName: 'Pat Seller',
  review: null,
  canReview: true,
  editableUntil: null,
};

describe('ReviewAction', () => {
  it('asks for stars and words, refuses too little, and sends the review of the paid order', async () => {
    let answer = [open];
    const fetchMock = mockServer(() => answer);
    renderWithProviders(<ReviewAction order={order} />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Review the seller of 2018 Toyota Camry SE' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Review Pat Seller' });
    await userEvent.type(within(dialog).getByLabelText(/Your review/), 'Too short.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByText('* required field')).toBeInTheDocument();
    expect(within(dialog).getByText(/must be at least 20 characters/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).endsWith('/api/reviews'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await userEvent.clear(within(dialog).getByLabelText(/Your review/));
    await userEvent.type(within(dialog).getByLabelText(/Your review/), text);
    answer = [{ ...open, canReview: false, review: written, editableUntil: '2026-03-04T15:00:00.000Z' }];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fetchMock.mock.calls.find(([input]) => String(input).endsWith('/api/reviews'))!;
    expect(bodyOf(sent)).toEqual({ bookingId: 'booking-1', rating: 4, text });
    expect(
      await screen.findByRole('button', { name: 'Change your review of 2018 Toyota Camry SE' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in the form", async () => {
    mockServer(
      () => [open],
      () => jsonResponse({ error: 'CONFLICT', message: 'You have already reviewed this sale.' }, 409),
    );
    renderWithProviders(<ReviewAction order={order} />);
    await userEvent.click(await screen.findByRole('button', { name: /Review the seller/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: '5 stars' }));
    await userEvent.type(within(dialog).getByLabelText(/Your review/), text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send review' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already reviewed this sale.',
    );
  });

  it('offers nothing once the server says the order can no longer be reviewed or changed', async () => {
    mockServer(() => [{ ...open, canReview: false, review: written, editableUntil: null }]);
    const { container } = renderWithProviders(<ReviewAction order={order} />);
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(container).toBeEmptyDOMElement();
  });
});
