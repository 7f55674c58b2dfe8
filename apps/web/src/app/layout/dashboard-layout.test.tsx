import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredResponse, roleAnswers, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { DashboardLayout } from './dashboard-layout';

function menuLinks() {
  const menu = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(menu)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('DashboardLayout', () => {
  it('shows the display name in upper case and a link to the account settings', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, { buyer: true }) });
    renderWithProviders(<DashboardLayout />, { path: '/dashboard' });

    expect(await screen.findByText('SAM LEE')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    );
  });

  it('gives a buyer the links of buying only', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, { buyer: true }) });
    renderWithProviders(<DashboardLayout />, { path: '/dashboard' });

    expect(await screen.findByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(menuLinks()).toEqual([
      ['Messages', '/dashboard/messages'],
      ['My orders', '/dashboard/MyOrders'],
      ['Saved cars', '/dashboard/favorites'],
      ['Saved searches', '/dashboard/saved-searches'],
      ['Test drives', '/dashboard/test-drives'],
    ]);
  });

  it('shows how many messages are unread beside Messages', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/conversations': () => jsonResponse({ conversations: [], unread: 3 }),
    });
    renderWithProviders(<DashboardLayout />, { path: '/dashboard' });
    expect(await screen.findByText('3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Messages.*3.*unread/ })).toHaveAttribute(
      'href',
      '/dashboard/messages',
    );
  });

  it('gives a seller who is also an administrator the links of both roles, marking the current one', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { seller: true, admin: true }),
    });
    renderWithProviders(<DashboardLayout />, { path: '/dashboard/allSellers' });

    expect(await screen.findByRole('link', { name: 'All sellers' })).toHaveAttribute('aria-current', 'page');
    expect(menuLinks()).toEqual([
      ['Messages', '/dashboard/messages'],
      ['Add a product', '/dashboard/addProduct'],
      ['My products', '/dashboard/myProducts'],
      ['Test drives', '/dashboard/test-drives'],
      ['Test-drive hours', '/dashboard/availability'],
      ['Deals', '/dashboard/deals'],
      ['Payouts', '/dashboard/payouts'],
      ['Dealership', '/dashboard/dealer'],
      ['All buyers', '/dashboard/allBuyers'],
      ['All sellers', '/dashboard/allSellers'],
      ['Moderation', '/dashboard/moderation'],
      ['Reported items', '/dashboard/reportedItems'],
      ['Finance', '/dashboard/finance'],
      ['Payments', '/dashboard/payments'],
      ['Audit log', '/dashboard/audit'],
    ]);
    expect(screen.getByRole('link', { name: 'My products' })).not.toHaveAttribute('aria-current');
  });

  it('shows placeholders while the roles load, and no role links for an account without a role', async () => {
    const buyer = deferredResponse();
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, {}),
      '/api/buyer/sam.lee%40example.com': () => buyer.promise,
    });
    renderWithProviders(<DashboardLayout />, { path: '/dashboard' });

    expect(await screen.findByRole('status')).toHaveTextContent('Loading your menu');

    buyer.resolve(jsonResponse({ isBuyer: false }));

    expect(await screen.findByText('No role pages for this account yet.')).toBeInTheDocument();
  });

  it('opens the phone drawer with a labelled button and closes it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, { buyer: true }) });
    renderWithProviders(<DashboardLayout />, { path: '/dashboard' });
    const open = screen.getByRole('button', { name: 'Dashboard menu' });

    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
  });

  it('closes the drawer when a link is followed', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(sam), ...roleAnswers(sam.email, { buyer: true }) });
    const { router } = renderWithProviders(<DashboardLayout />, { path: '/dashboard' });
    const open = screen.getByRole('button', { name: 'Dashboard menu' });

    await user.click(open);
    await user.click(await screen.findByRole('link', { name: 'My orders' }));

    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/dashboard/MyOrders');
  });
});
