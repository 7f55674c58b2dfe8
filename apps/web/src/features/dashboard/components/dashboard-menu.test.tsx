import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { DashboardMenu } from './dashboard-menu';

function renderMenu(accountStatus: 'buyer' | 'seller') {
  localStorage.setItem('accessToken', 'token-1');
  mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { buyer: accountStatus === 'buyer', seller: accountStatus === 'seller' }),
    '/api/accounts/me': jsonResponse({
      _id: 'account-sam',
      username: 'Sam Lee',
      userEmail: sam.email,
      phone: null,
      location: null,
      accountStatus,
      sellerStatus: null,
      language: null,
    }),
  });
  renderWithProviders(<DashboardMenu onNavigate={() => undefined} unreadMessages={0} />, {
    path: '/dashboard',
  });
}

describe("the dashboard menu's header", () => {
  it("links a seller's View profile to their public profile, and keeps Account settings", async () => {
    renderMenu('seller');
    expect(await screen.findByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/sellers/account-sam',
    );
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it("links a buyer's View profile to their account settings", async () => {
    renderMenu('buyer');
    expect(await screen.findByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });
});

describe("the dashboard menu's dealership inbox", () => {
  it('links a dealership’s staff member to its shared inbox', async () => {
    localStorage.setItem('accessToken', 'token-1');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: false, seller: true }),
      '/api/dealers/mine': jsonResponse({
        dealer: { _id: 'dealer-1', slug: 'congress-motors', name: 'Congress Motors' },
        role: 'sales',
      }),
    });
    renderWithProviders(<DashboardMenu onNavigate={() => undefined} unreadMessages={0} />, {
      path: '/dashboard',
    });
    expect(await screen.findByRole('link', { name: 'Dealership inbox' })).toHaveAttribute(
      'href',
      '/dashboard/dealer/inbox',
    );
  });

  it('has no dealership inbox for someone who works for none', async () => {
    renderMenu('seller');
    await screen.findByRole('link', { name: 'View profile' });
    expect(screen.queryByRole('link', { name: 'Dealership inbox' })).toBeNull();
  });
});
