import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferredResponse, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { RequireRole } from './require-role';

function renderGuarded(role: 'buyer' | 'seller' | 'admin') {
  return renderWithProviders(
    <RequireRole role={role}>
      <p>Role page</p>
    </RequireRole>,
    { path: '/dashboard/addProduct', routes: [{ path: '/login', element: <p>Login page</p> }] },
  );
}

describe('RequireRole', () => {
  it('waits with a loading indicator while the role is looked up, then turns a wrong role to /login', async () => {
    const answer = deferredResponse();
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/seller/sam.lee%40example.com': () => answer.promise,
    });
    const { router } = renderGuarded('seller');

    expect(await screen.findByRole('status')).toHaveTextContent('Checking your access');
    expect(router.state.location.pathname).toBe('/dashboard/addProduct');

    answer.resolve(jsonResponse({ isSeller: false }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['buyer', { buyer: true }],
    ['seller', { seller: true }],
    ['admin', { admin: true }],
  ] as const)('lets a user with the %s role through', async (role, flags) => {
    mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, flags) });
    renderGuarded(role);

    expect(await screen.findByText('Role page')).toBeInTheDocument();
  });

  it('turns the role away when its lookup fails', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/admin/sam.lee%40example.com': jsonResponse({ error: 'INTERNAL', message: 'Down' }, 500),
    });
    renderGuarded('admin');

    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderGuarded('buyer');

    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
