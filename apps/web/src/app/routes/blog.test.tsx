import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { BlogPage } from './blog';

describe('BlogPage', () => {
  it('is titled "You may want to know" and has four question cards', () => {
    renderWithProviders(<BlogPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'You may want to know' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(4);
    const questions = cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
    expect(questions).toEqual([
      expect.stringMatching(/state/i),
      expect.stringMatching(/React, Angular and Vue/),
      expect.stringMatching(/prototypal inheritance/i),
      expect.stringMatching(/unit tests/i),
    ]);
  });

  it('answers each question in 120 to 200 words', () => {
    renderWithProviders(<BlogPage />);

    for (const card of screen.getAllByRole('article')) {
      const answer = Array.from(card.querySelectorAll('p'), (paragraph) => paragraph.textContent).join(' ');
      const words = answer.split(/\s+/).filter(Boolean).length;
      expect(words).toBeGreaterThanOrEqual(120);
      expect(words).toBeLessThanOrEqual(200);
    }
  });

  it('sets the document title', () => {
    renderWithProviders(<BlogPage />);

    expect(document.title).toBe('Second Gear — Blog');
  });
});
