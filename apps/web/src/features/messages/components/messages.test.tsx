import type { Conversation, Message } from '@second-gear/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { Messages } from './messages';

const conversationId = '2f1e0d9c-8b7a-4c6d-9e5f-0a1b2c3d4e51';
const carId = '2f1e0d9c-8b7a-4c6d-9e5f-0a1b2c3d4e52';

const message = (overrides: Partial<Message>): Message => ({
  _id: '1',
  conversationId,
  mine: false,
  senderName: 'Bea Buyer',
  text: 'Is it still available?',
  createdAt: '2026-03-02T10:00:00.000Z',
  warning: false,
  reasons: [],
  reportedByYou: false,
  removed: false,
  ...overrides,
});

const staffConversation = (assignedTo: Conversation['assignedTo']): Conversation => ({
  _id: conversationId,
  car: {
    _id: carId,
    productName: '2019 Honda Civic',
    image: null,
    resalePrice: 15_000,
    saleStatus: 'available',
  },
  role: 'seller',
  otherName: 'Bea Buyer',
  otherId: null,
  lastMessage: message({ _id: '2', senderName: 'Sid Sales', text: 'Yes, come by on Saturday.' }),
  lastActivityAt: '2026-03-02T10:05:00.000Z',
  unread: 0,
  blockedByMe: false,
  otherReportedByYou: false,
  assignedTo,
});

function renderMessages(conversation: Conversation) {
  localStorage.setItem('accessToken', 'token-1');
  mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { buyer: false, seller: true }),
    '/api/conversations': jsonResponse({ conversations: [conversation], unread: 0 }),
    [`/api/conversations/${conversationId}/messages`]: jsonResponse({
      messages: [
        message({ _id: '1' }),
        message({ _id: '2', senderName: 'Sid Sales', text: 'Yes, come by on Saturday.' }),
      ],
      hasMore: false,
    }),
  });
  renderWithProviders(<Messages conversationId={conversationId} Offers={() => null} />, {
    path: `/dashboard/messages/${conversationId}`,
  });
}

describe("Messages for a dealership's staff", () => {
  it('says who answers a conversation and names a colleague who wrote in it', async () => {
    renderMessages(staffConversation({ accountId: 'acc-sid', username: 'Sid Sales' }));

    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(list).toHaveTextContent('Answered by Sid Sales');
    expect(list).toHaveTextContent('Sid Sales: Yes, come by on Saturday.');
    const thread = await screen.findByRole('list', { name: 'Messages' });
    const [asked, answered] = within(thread).getAllByRole('listitem');
    expect(asked).toHaveTextContent('Bea Buyer');
    expect(answered).toHaveTextContent('Sid Sales');
  });

  it('marks a conversation nobody answers yet as unassigned, in words', async () => {
    renderMessages(staffConversation(null));
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByText('Unassigned')).toBeInTheDocument();
  });
});

describe('Messages for a buyer writing to a dealership', () => {
  it('names the dealership and links to its storefront', async () => {
    renderMessages({
      ...staffConversation(undefined),
      role: 'buyer',
      otherName: 'Congress Motors',
      otherId: '2f1e0d9c-8b7a-4c6d-9e5f-0a1b2c3d4e53',
      dealer: { slug: 'congress-motors', name: 'Congress Motors' },
    });
    expect(await screen.findByRole('link', { name: 'Congress Motors, dealership' })).toHaveAttribute(
      'href',
      '/dealers/congress-motors',
    );
  });
});
