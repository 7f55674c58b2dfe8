import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReservedBadge } from './reserved-badge';

describe('ReservedBadge', () => {
  it('says until when the car is reserved, in words, with the instant as its machine-readable time', () => {
    const until = '2026-11-27T15:45:00.000Z';
    render(<ReservedBadge until={until} now={new Date('2026-11-26T10:00:00Z')} />);
    const badge = screen.getByText(/^Reserved until/);
    const shown = new Intl.DateTimeFormat(undefined, { dateStyle: 'full', timeStyle: 'short' }).format(
      new Date(until),
    );
    expect(badge).toHaveTextContent(`Reserved until ${shown}`);
    expect(badge.querySelector('time')).toHaveAttribute('datetime', until);
  });

  it('shows nothing for a car nobody reserved, or once the reservation has run out', () => {
    const { container, rerender } = render(<ReservedBadge until={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<ReservedBadge until="2026-11-27T15:45:00.000Z" now={new Date('2026-11-28T00:00:00Z')} />);
    expect(container).toBeEmptyDOMElement();
  });
});
