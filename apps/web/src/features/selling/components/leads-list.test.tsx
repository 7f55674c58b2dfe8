import type { Lead } from '@second-gear/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { headersOf } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { LeadsList } from './leads-list';

const asker: Lead = {
  buyerId: 'buyer-1',
  buyerName: 'Bea Buyer',
  latest: {
    kind: 'message',
    _id: 'conversation-1',
    state: 'conversation waiting for your reply',
    at: '2026-03-05T10:15:00.000Z',
    link: '/dashboard/messages/conversation-1',
  },
  interactions: [],
};
asker.interactions = [
  asker.latest,
  {
    kind: 'offer',
    _id: 'offer-1',
    state: 'offer of $11,000 countered',
    at: '2026-03-04T10:15:00.000Z',
    link: '/dashboard/messages/conversation-1',
  },
];
const booker: Lead = {
  buyerId: 'buyer-2',
  buyerName: 'Ben Booker',
  latest: {
    kind: 'booking',
    _id: 'booking-1',
    state: 'booking paid',
    at: '2026-03-03T10:15:00.000Z',
    link: '/dashboard/deals',
  },
  interactions: [],
};
booker.interactions = [booker.latest];

function renderLeads(leads: Lead[]) {
  localStorage.setItem('accessToken', 'token-1');
  const fetchMock = mockFetch({ '/api/products/car-1/leads': jsonResponse(leads) });
  renderWithProviders(<LeadsList carId="car-1" productName="2018 Toyota Camry SE" />, {
    path: '/dashboard/myProducts',
    routes: [
      { path: '/dashboard/messages/:id', element: <p>Conversation page</p> },
      { path: '/dashboard/deals', element: <p>Deals page</p> },
    ],
  });
  return fetchMock;
}

describe('LeadsList', () => {
  it('lists each person in the server’s order with their latest state and every interaction', async () => {
    const fetchMock = renderLeads([asker, booker]);

    const list = await screen.findByRole('list', { name: 'People interested in 2018 Toyota Camry SE' });
    const people = within(list)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(people).toEqual(['Bea Buyer', 'Ben Booker']);
    expect(within(list).getByText('conversation waiting for your reply')).toBeInTheDocument();
    const everything = within(list).getByRole('list', { name: 'Everything Bea Buyer did' });
    expect(within(everything).getAllByRole('listitem')).toHaveLength(2);
    expect(within(everything).getByText(/Offer: offer of \$11,000 countered/)).toBeInTheDocument();
    expect(headersOf(fetchMock.mock.calls[0]!).get('Authorization')).toBe('Bearer token-1');
  });

  it('links to the conversation or the Deals page to act', async () => {
    const user = userEvent.setup();
    renderLeads([asker, booker]);

    expect(await screen.findByRole('link', { name: 'Open Deals with Ben Booker' })).toHaveAttribute(
      'href',
      '/dashboard/deals',
    );
    await user.click(screen.getByRole('link', { name: 'Open conversation with Bea Buyer' }));
    expect(await screen.findByText('Conversation page')).toBeInTheDocument();
  });

  it('says when nobody is interested yet', async () => {
    renderLeads([]);

    expect(await screen.findByText('Nobody has messaged, offered or booked yet.')).toBeInTheDocument();
  });
});
