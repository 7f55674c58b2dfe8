import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompletenessPanel } from './completeness-panel';

const completeness = {
  score: 64,
  tips: [
    'Add 7 more photos: buyers see a car from every side in 10 or more.',
    'Add the VIN: buyers can check the car’s history with it.',
  ],
};

describe('CompletenessPanel', () => {
  it('shows the score out of 100 and every tip', () => {
    render(<CompletenessPanel productName="2018 Toyota Camry" completeness={completeness} />);

    expect(screen.getByRole('heading', { name: 'Listing quality: 64/100' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Listing quality of 2018 Toyota Camry' })).toHaveAttribute(
      'value',
      '64',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(completeness.tips);
  });

  it('shows only the first tip when compact', () => {
    render(<CompletenessPanel productName="2018 Toyota Camry" completeness={completeness} compact />);

    expect(screen.getByText(completeness.tips[0]!)).toBeInTheDocument();
    expect(screen.queryByText(completeness.tips[1]!)).not.toBeInTheDocument();
  });

  it('says a complete listing has every detail', () => {
    render(<CompletenessPanel productName="2018 Toyota Camry" completeness={{ score: 100, tips: [] }} />);

    expect(screen.getByText('Complete: buyers have every detail.')).toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
