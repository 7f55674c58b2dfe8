import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

function signedInAs(roles: { admin?: boolean; buyer?: boolean; seller?: boolean }) {
  localStorage.setItem('accessToken', 'token-1');
  mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, roles),
    '/api/buyers': jsonResponse([]),
    '/api/sellers': jsonResponse([]),
    '/api/reportedItems': jsonResponse([]),
    '/api/admin/finance': jsonResponse({
      rows: [],
      totals: { grossCents: 0, feeCents: 0, refundCents: 0, transferredCents: 0, pendingCents: 0 },
    }),
    '/api/admin/payments': jsonResponse([]),
  });
}

describe('administrator pages', () => {
  it.each([
    ['/dashboard/allBuyers', 'No Buyer Added Yet !', 'All buyers'],
    ['/dashboard/allSellers', 'No Seller Added Yet !', 'All sellers'],
    ['/dashboard/reportedItems', 'Reported Items', 'Reported items'],
    ['/dashboard/finance', 'Finance', 'Finance'],
    ['/dashboard/payments', 'Payments', 'Payments'],
  ])('shows %s to an administrator, inside the dashboard', async (path, heading, title) => {
    signedInAs({ admin: true, buyer: true });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe(`Second Gear — ${title}`);
  });

  it.each([
    '/dashboard/allBuyers',
    '/dashboard/allSellers',
    '/dashboard/reportedItems',
    '/dashboard/finance',
    '/dashboard/payments',
  ])('sends a buyer or seller from %s to /login', async (path) => {
    signedInAs({ buyer: true, seller: true });
    const router = renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
