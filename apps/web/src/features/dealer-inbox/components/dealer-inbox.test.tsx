import type { DealerConversation, DealerConversationPage } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { DealerInbox } from './dealer-inbox';

const membership = {
  dealer: { _id: 'dealer-1', slug: 'congress-motors', name: 'Congress Motors' },
  role: 'manager' as const,
};
const c1 = '0b5e2c3a-1f4d-4e6a-9a7b-1c2d3e4f5a61';
const c2 = '0b5e2c3a-1f4d-4e6a-9a7b-1c2d3e4f5a62';
const carId = '0b5e2c3a-1f4d-4e6a-9a7b-1c2d3e4f5a70';
const sam = { accountId: 'acc-sam', username: 'Sam Sales' };
const sid = { accountId: 'acc-sid', username: 'Sid Sales' };

function conversation(overrides: Partial<DealerConversation>): DealerConversation {
  return {
    _id: c1,
    car: {
      _id: carId,
      productName: '2019 Honda Civic',
      image: null,
      resalePrice: 15_000,
      saleStatus: 'available',
    },
    buyerId: 'acc-bea',
    buyerName: 'Bea Buyer',
    assignedTo: null,
    lastMessage: null,
    lastActivityAt: '2026-03-02T10:00:00.000Z',
    unread: 0,
    ...overrides,
  };
}

const page = (overrides: Partial<DealerConversationPage> = {}): DealerConversationPage => ({
  conversations: [
    conversation({ _id: c1, unread: 2 }),
    conversation({ _id: c2, buyerName: 'Otto Outsider', assignedTo: sam }),
  ],
  next: null,
  staff: [sam, sid],
  canAssign: true,
  ...overrides,
});

function renderInbox(answers: Record<string, Response | (() => Response)>) {
  localStorage.setItem('accessToken', 'token-1');
  const fetchMock = mockFetch(answers);
  renderWithProviders(<DealerInbox membership={membership} />, { path: '/dashboard/dealer/inbox' });
  return fetchMock;
}

const requested = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input instanceof Request ? input.url : input));

afterEach(() => setPageLanguage('en'));

describe('DealerInbox', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    renderInbox({ '/api/dealers/dealer-1/conversations': jsonResponse(page()) });

    const list = await screen.findByRole('list', { name: 'Las conversaciones del concesionario' });
    const [unassigned, taken] = within(list).getAllByRole('listitem');
    expect(within(unassigned!).getByText('Sin asignar')).toBeInTheDocument();
    expect(taken).toHaveTextContent('Atendida por Sam Sales');
    expect(screen.getByRole('radio', { name: 'Mías' })).toBeInTheDocument();
  });

  it('lists the conversations with who answers each, and marks the unassigned ones in words', async () => {
    renderInbox({ '/api/dealers/dealer-1/conversations': jsonResponse(page()) });

    const list = await screen.findByRole('list', { name: "The dealership's conversations" });
    const [unassigned, taken] = within(list).getAllByRole('listitem');
    expect(within(unassigned!).getByText('Unassigned')).toBeInTheDocument();
    expect(unassigned).toHaveTextContent('2 unread');
    expect(
      within(unassigned!).getByRole('link', { name: 'Bea Buyer about 2019 Honda Civic' }),
    ).toHaveAttribute('href', `/dashboard/messages/${c1}`);
    expect(taken).toHaveTextContent('Answered by Sam Sales');
    expect(within(taken!).queryByText('Unassigned')).toBeNull();
  });

  it('asks for the caller’s own or the unassigned conversations when filtered', async () => {
    const user = userEvent.setup();
    const fetchMock = renderInbox({ '/api/dealers/dealer-1/conversations': () => jsonResponse(page()) });
    await screen.findByRole('list', { name: "The dealership's conversations" });
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Mine' }));
    await screen.findByRole('list', { name: "The dealership's conversations" });
    expect(requested(fetchMock)).toContain('/api/dealers/dealer-1/conversations?assignedTo=me');
    await user.click(screen.getByRole('radio', { name: 'Unassigned' }));
    await screen.findByRole('list', { name: "The dealership's conversations" });
    expect(requested(fetchMock)).toContain('/api/dealers/dealer-1/conversations?assignedTo=none');
  });

  it('lets an owner or a manager assign a conversation, and says why when it was refused', async () => {
    const user = userEvent.setup();
    let refuse = false;
    const fetchMock = renderInbox({
      '/api/dealers/dealer-1/conversations': () => jsonResponse(page()),
      [`/api/conversations/${c1}/assign`]: () =>
        refuse
          ? jsonResponse(
              { error: 'BAD_REQUEST', message: 'accountId must be a staff member of the dealership.' },
              400,
            )
          : jsonResponse(conversation({ _id: c1, assignedTo: sid })),
    });
    const list = await screen.findByRole('list', { name: "The dealership's conversations" });
    const [first] = within(list).getAllByRole('listitem');
    const select = within(first!).getByRole('combobox', { name: 'Assign to' });
    expect(select).toHaveValue('');

    await user.selectOptions(select, 'Sid Sales');
    await waitFor(() => expect(requested(fetchMock)).toContain(`/api/conversations/${c1}/assign`));
    const call = fetchMock.mock.calls.find(([input]) => String(input) === `/api/conversations/${c1}/assign`)!;
    const [, init] = call as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ accountId: 'acc-sid' });

    refuse = true;
    await user.selectOptions(within(first!).getByRole('combobox', { name: 'Assign to' }), 'Sam Sales');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The conversation was not assigned. accountId must be a staff member of the dealership.',
    );
  });

  it('shows no "Assign to" to a salesperson', async () => {
    renderInbox({ '/api/dealers/dealer-1/conversations': jsonResponse(page({ canAssign: false })) });
    await screen.findByRole('list', { name: "The dealership's conversations" });
    expect(screen.queryByRole('combobox', { name: 'Assign to' })).toBeNull();
  });
});
