import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preferReducedMotion } from '../../../test/media';
import { renderWithProviders } from '../../../test/render';
import { HeroCarousel } from './hero-carousel';

describe('HeroCarousel', () => {
  it('shows three slides with a headline each', () => {
    renderWithProviders(<HeroCarousel />);

    for (const headline of ['Find your next car', 'Sell in minutes', 'Drive away happy']) {
      expect(screen.getByText(headline)).toBeInTheDocument();
    }
  });

  it('serves different, sized images to wide and small screens, loading only the first eagerly', () => {
    const { container } = renderWithProviders(<HeroCarousel />);

    const pictures = Array.from(container.querySelectorAll('picture'));
    expect(pictures).toHaveLength(3);
    pictures.forEach((picture, index) => {
      const source = picture.querySelector('source');
      const image = picture.querySelector('img');
      expect(source).toHaveAttribute('media', '(min-width: 768px)');
      expect(source).toHaveAttribute('srcset', `/images/hero/wide-${index + 1}.webp`);
      expect(source).toHaveAttribute('width', '1600');
      expect(source).toHaveAttribute('height', '640');
      expect(image).toHaveAttribute('src', `/images/hero/small-${index + 1}.webp`);
      expect(image).toHaveAttribute('width', '750');
      expect(image).toHaveAttribute('height', '900');
      expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
    });
    expect(pictures[0]?.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('has navigation arrows, clickable pagination and a pause button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeroCarousel />);

    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d$/ })).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
  });

  it('starts paused for a visitor who asked for less motion', async () => {
    const user = userEvent.setup();
    preferReducedMotion();
    renderWithProviders(<HeroCarousel />);

    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });
});
