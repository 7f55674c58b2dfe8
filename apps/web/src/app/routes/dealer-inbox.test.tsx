import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { DealerInboxPage } from './dealer-inbox';

function renderPage(membership: object | null) {
  localStorage.setItem('accessToken', 'token-1');
  mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { buyer: false, seller: true }),
    '/api/dealers/mine': jsonResponse(membership),
    '/api/dealers/dealer-1/conversations': jsonResponse({
      conversations: [],
      next: null,
      staff: [{ accountId: 'acc-sam', username: 'Sam Lee' }],
      canAssign: false,
    }),
  });
  renderWithProviders(<DealerInboxPage />, { path: '/dashboard/dealer/inbox' });
}

describe('/dashboard/dealer/inbox', () => {
  it("shows a staff member their dealership's inbox", async () => {
    renderPage({
      dealer: { _id: 'dealer-1', slug: 'congress-motors', name: 'Congress Motors' },
      role: 'sales',
    });
    expect(await screen.findByText('The conversations about Congress Motors’s cars.')).toBeInTheDocument();
    expect(
      await screen.findByText('No buyer has written about the dealership’s cars yet.'),
    ).toBeInTheDocument();
  });

  it('tells someone who works for no dealership so', async () => {
    renderPage(null);
    expect(await screen.findByText('You do not work for a dealership.')).toBeInTheDocument();
  });
});
