import type { Offer } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { OfferCard } from './offer-card';

function anOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    _id: 'offer-1',
    carId: 'car-1',
    carName: '2019 Kia Niro',
    conversationId: 'conversation-1',
    amount: 13_000,
    askingPrice: 15_000,
    by: 'buyer',
    mine: false,
    state: 'open',
    createdAt: '2026-03-02T15:00:00.000Z',
    expiresAt: '2026-03-04T15:00:00.000Z',
    bookingId: null,
    actions: ['accept', 'decline', 'counter'],
    ...overrides,
  };
}

function serve(answers: Record<string, () => Response> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({ '/api/auth/get-session': sessionResponse(), ...answers });
}

const callTo = (fetchMock: ReturnType<typeof serve>, path: string) =>
  fetchMock.mock.calls.find(([input]) => String(input) === path) as unknown[] | undefined;

describe('OfferCard', () => {
  it('shows the seller an open offer with its state, deadline and answers, and accepts it', async () => {
    const fetchMock = serve({
      '/api/offers/offer-1/accept': () =>
        jsonResponse(anOffer({ state: 'accepted', actions: [], bookingId: 'b1' })),
    });
    renderWithProviders(<OfferCard offer={anOffer()} />);

    const card = screen.getByRole('article', { name: 'Offer of $13,000' });
    expect(within(card).getByRole('heading', { name: 'The buyer offered $13,000' })).toBeInTheDocument();
    expect(within(card).getByText('Open')).toBeInTheDocument();
    expect(within(card).getByText(/Asking price \$15,000/)).toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T15:00:00.000Z');
    expect(within(card).queryByRole('button', { name: 'Withdraw offer' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Accept $13,000' }));
    await waitFor(() => expect(callTo(fetchMock, '/api/offers/offer-1/accept')).toBeDefined());
    expect(callTo(fetchMock, '/api/offers/offer-1/accept')![1]).toMatchObject({ method: 'POST' });
  });

  it('sends a counter-offer, and shows the server’s refusal in the form', async () => {
    let answer = jsonResponse({ error: 'BAD_REQUEST', message: 'An offer must be at least $7,500.00.' }, 400);
    const fetchMock = serve({ '/api/offers/offer-1/counter': () => answer });
    renderWithProviders(<OfferCard offer={anOffer()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Counter' }));
    const field = screen.getByRole('textbox', { name: 'Your counter-offer' });
    await userEvent.type(field, '5,000');
    await userEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    expect(await screen.findByText('An offer must be at least $7,500.00.')).toBeInTheDocument();
    expect(bodyOf(callTo(fetchMock, '/api/offers/offer-1/counter')!)).toEqual({ amount: 5000 });

    answer = jsonResponse(
      anOffer({ _id: 'offer-2', by: 'seller', mine: true, amount: 14_000, actions: ['withdraw'] }),
    );
    await userEvent.clear(field);
    await userEvent.type(field, '$14000');
    await userEvent.click(screen.getByRole('button', { name: 'Send counter-offer' }));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Your counter-offer' })).not.toBeInTheDocument(),
    );
  });

  it('gives the maker of an open offer only Withdraw', () => {
    serve();
    renderWithProviders(<OfferCard offer={anOffer({ mine: true, actions: ['withdraw'] })} />);
    expect(screen.getByRole('heading', { name: 'You offered $13,000' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Withdraw offer']);
  });

  it('leads the buyer of an accepted offer to pay the agreed price, and the seller nowhere', () => {
    serve();
    const accepted = anOffer({
      by: 'seller',
      state: 'accepted',
      actions: [],
      bookingId: 'booking-9',
      amount: 13_500,
    });
    const { unmount } = renderWithProviders(<OfferCard offer={accepted} />);
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay $13,500' })).toHaveAttribute(
      'href',
      '/dashboard/payment/booking-9',
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<OfferCard offer={{ ...accepted, mine: true }} />);
    expect(screen.getByRole('heading', { name: 'You offered $13,500' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
