import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { Header } from './header';

describe('Header', () => {
  it('links the logo to the root and has the Home, Blog and Sign in links', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderWithProviders(<Header />, { path: '/blog' });

    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second Gear' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows neither Sign in nor Dashboard until the session has answered', () => {
    mockFetch({ '/api/auth/get-session': () => new Promise<Response>(() => undefined) });
    renderWithProviders(<Header />);

    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows Dashboard and Sign Out instead of Sign in when signed in', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(sam) });
    renderWithProviders(<Header />, { path: '/dashboard' });

    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('signs out: clears the access token, ends the session and goes to /home', async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', 'token-of-sam');
    let signedIn = true;
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
    });
    const { router } = renderWithProviders(<Header />, { path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(callsOf(fetchMock)).toContain('POST /api/auth/sign-out');
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('forgets the car pages kept for reading offline, which were drawn for the person signing out', async () => {
    const user = userEvent.setup();
    const kept = new Set(['car-pages', 'workbox-precache']);
    vi.stubGlobal('caches', { delete: async (name: string) => kept.delete(name) });
    let signedIn = true;
    mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
    });
    renderWithProviders(<Header />, { path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect([...kept]).toEqual(['workbox-precache']);
    vi.unstubAllGlobals();
  });

  it('still signs out locally, logging the failure, when the server cannot be reached', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    localStorage.setItem('accessToken', 'token-of-sam');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/auth/sign-out': jsonResponse({ error: 'INTERNAL', message: 'Database unavailable' }, 500),
    });
    const { router } = renderWithProviders(<Header />, { path: '/dashboard' });

    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('marks the current page', () => {
    renderWithProviders(<Header />, { path: '/blog' });

    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('treats the root as the Home page', () => {
    renderWithProviders(<Header />, { path: '/' });

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens and closes the small-screen menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');

    expect(menu).toContainElement(screen.getByRole('link', { name: 'Blog' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes the menu when a link is followed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    const button = screen.getByRole('button', { name: 'Open menu' });

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Blog' }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the menu when focus leaves it', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Header />
        <button type="button">Elsewhere</button>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Open menu' });

    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
