import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

function signedInAs(roles: { buyer?: boolean; seller?: boolean }) {
  mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, roles),
    '/api/carModels': jsonResponse([]),
    '/api/products': jsonResponse([]),
  });
}

describe('seller pages', () => {
  it('shows Add a product to a seller, inside the dashboard', async () => {
    signedInAs({ seller: true });
    renderApp('/dashboard/addProduct');

    expect(await screen.findByRole('heading', { level: 1, name: 'Add a product' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Add a product');
  });

  it('shows My products to a seller', async () => {
    signedInAs({ seller: true });
    renderApp('/dashboard/myProducts');

    expect(await screen.findByRole('heading', { level: 1, name: 'My products' })).toBeInTheDocument();
    expect(await screen.findByText('You have not listed any car yet.')).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — My products');
  });

  it.each(['/dashboard/addProduct', '/dashboard/myProducts'])(
    'sends a buyer from %s to /login',
    async (path) => {
      signedInAs({ buyer: true });
      const router = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );
});
