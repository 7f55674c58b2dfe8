import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import { roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { DashboardWelcome } from './dashboard-welcome';

function renderWelcome(roles: { admin?: boolean; buyer?: boolean; seller?: boolean }) {
  mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, roles) });
  return renderWithProviders(<DashboardWelcome />, { path: '/dashboard' });
}

afterEach(() => setPageLanguage('en'));

describe('DashboardWelcome', () => {
  it('greets the user and says which roles they hold, with where to start', async () => {
    renderWelcome({ buyer: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Lee' })).toBeInTheDocument();
    expect(await screen.findByText('You are signed in as a buyer.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/dashboard/MyOrders');
    expect(screen.getByRole('link', { name: 'Browse car models' })).toHaveAttribute('href', '/home');
  });

  it('lists several roles in one sentence', async () => {
    renderWelcome({ buyer: true, seller: true, admin: true });

    expect(
      await screen.findByText('You are signed in as a buyer, a seller and an administrator.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute(
      'href',
      '/dashboard/addProduct',
    );
    expect(screen.getByRole('link', { name: 'All buyers' })).toHaveAttribute('href', '/dashboard/allBuyers');
  });

  it('tells an account without a role what it can do', async () => {
    renderWelcome({});

    expect(await screen.findByText(/Your account has no buyer or seller role yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sign-up form' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Browse car models' })).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page, roles and all', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    renderWelcome({ buyer: true, seller: true });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenido, Sam Lee' })).toBeInTheDocument();
    expect(await screen.findByText('Ha iniciado sesión como comprador y vendedor.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar un producto' })).toBeInTheDocument();
  });
});
