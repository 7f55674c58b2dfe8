import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Header } from './header';

describe('Header', () => {
  it('links the logo to the root and has the Home, Blog and Sign in links', () => {
    renderWithProviders(<Header />, { path: '/blog' });

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Second Gear' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
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
