import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sam, sessionResponse } from '../test/auth';
import { jsonResponse, mockFetch } from '../test/fetch';
import { renderApp } from '../test/render';

const catalogue = {
  '/api/carModels': jsonResponse([{ _id: '1', model: 'Sedan', image: '/uploads/sedan-640.webp' }]),
  '/api/products/advertise': jsonResponse([]),
};

describe('routes', () => {
  it.each(['/', '/home'])('shows the home page at %s inside header and footer', async (path) => {
    mockFetch({ ...catalogue, '/api/auth/get-session': sessionResponse(null) });
    renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Browse Our Models' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sedan' })).toHaveAttribute('href', '/carModels/Sedan');
    expect(screen.getByRole('link', { name: 'Start selling' })).toHaveAttribute('href', '/signup?as=seller');
    expect(document.title).toBe('Second Gear — Home');
  });

  it("sends a signed-in seller's Start selling to the add-product form", async () => {
    mockFetch({
      ...catalogue,
      '/api/auth/get-session': sessionResponse(sam),
      '/api/seller/sam.lee%40example.com': jsonResponse({ isSeller: true }),
    });
    renderApp('/home');

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Start selling' })).toHaveAttribute(
        'href',
        '/dashboard/addProduct',
      ),
    );
  });

  it('opens the sign-up form as a seller for Start selling', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp('/signup?as=seller');

    expect(await screen.findByRole('radio', { name: /Seller/ })).toBeChecked();
  });

  it('shows the blog at /blog', async () => {
    renderApp('/blog');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You may want to know' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/login', 'Sign in', 'Sign in'],
    ['/signup', 'Create your account', 'Sign up'],
  ])('shows the page at %s inside the layout', async (path, heading, title) => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(document.title).toBe(`Second Gear — ${title}`);
  });

  it('sends a visitor who is not signed in from /dashboard to /login', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const router = renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/dashboard' } });
  });

  it('shows the dashboard to a signed-in user, without the storefront footer', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/admin/sam.lee%40example.com': jsonResponse({ isAdmin: false }),
      '/api/buyer/sam.lee%40example.com': jsonResponse({ isBuyer: true }),
      '/api/seller/sam.lee%40example.com': jsonResponse({ isSeller: false }),
    });
    renderApp('/dashboard');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Lee' })).toBeInTheDocument();
    expect(await screen.findByText('You are signed in as a buyer.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Dashboard');
  });

  it('signs out from a page for signed-in people to Home, never by way of Sign in', async () => {
    const user = userEvent.setup();
    let signedIn = true;
    mockFetch({
      ...catalogue,
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
      '/api/admin/sam.lee%40example.com': jsonResponse({ isAdmin: false }),
      '/api/buyer/sam.lee%40example.com': jsonResponse({ isBuyer: true }),
      '/api/seller/sam.lee%40example.com': jsonResponse({ isSeller: false }),
    });
    const router = renderApp('/dashboard');
    const visited: string[] = [];
    router.subscribe((state) => visited.push(state.location.pathname));
    await screen.findByRole('heading', { level: 1, name: 'Welcome, Sam Lee' });

    await user.click(screen.getByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname, visited.join(' → ')).toBe('/home'));
    expect(visited, visited.join(' → ')).not.toContain('/login');
    expect(await screen.findByRole('heading', { name: 'Browse Our Models' })).toBeInTheDocument();
  });

  it('shows the error page inside the layout for an unknown path', async () => {
    renderApp('/no/such/page');

    expect(await screen.findByText('The stuff Something went wrong !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Something went wrong');
  });
});
