import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Footer } from './footer';

describe('Footer', () => {
  it('shows the opening hours', () => {
    renderWithProviders(<Footer />);

    const hours = screen.getByRole('region', { name: 'Opening hours' });
    expect(hours).toHaveTextContent('Weekdays9:30am – 7:00pm');
    expect(hours).toHaveTextContent('Saturday10:00am – 6:00pm');
    expect(hours).toHaveTextContent('SundayClosed');
  });

  it('links the site root and the blog, and leaves the other entries without a target', () => {
    renderWithProviders(<Footer />);

    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog');
    for (const name of ['About us', 'Find a Used Car', 'Services', 'Contact']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('href');
      expect(link).toHaveAttribute('aria-disabled', 'true');
    }
  });

  it('links the social networks by name', () => {
    renderWithProviders(<Footer />);

    const social = screen.getByRole('region', { name: 'Follow us' });
    const names = within(social)
      .getAllByRole('link')
      .map((link) => link.getAttribute('aria-label'));
    expect(names).toEqual(['Facebook', 'Instagram', 'YouTube', 'X']);
    for (const link of within(social).getAllByRole('link')) {
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
  });

  it('has a newsletter box that neither validates nor sends anything', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<Footer />, { path: '/blog' });
    const input = screen.getByRole('textbox', { name: 'Enter your email address' });
    const form = input.closest('form');

    expect(input).toHaveAttribute('type', 'email');
    expect(form).toHaveAttribute('novalidate');

    await user.type(input, 'not an email');
    const submitted = fireEvent.submit(form as HTMLFormElement);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(submitted).toBe(false);
    expect(input).toHaveValue('not an email');
    expect(router.state.location.pathname).toBe('/blog');
  });

  it('shows the copyright line', () => {
    renderWithProviders(<Footer />);

    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'Copyright © 2022 - All rights reserved by Second Gear',
    );
  });
});
