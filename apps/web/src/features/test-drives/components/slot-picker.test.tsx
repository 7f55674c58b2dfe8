import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { SlotPicker } from './slot-picker';

describe('SlotPicker', () => {
  it('says when no time is open', () => {
    render(<SlotPicker slots={[]} value={null} onChange={vi.fn()} />);
    expect(screen.getByText('No times are open for a test drive in the next 14 days.')).toBeInTheDocument();
  });

  it("marks the chosen time and names a zone far from the reader's", () => {
    const slots = ['2026-07-04T01:00:00.000Z', '2026-07-04T01:30:00.000Z'].map((start) => ({
      start,
      end: start,
      timeZone: 'Pacific/Auckland',
    }));
    render(<SlotPicker slots={slots} value="2026-07-04T01:30:00.000Z" onChange={vi.fn()} />);
    expect(screen.getByText('Pacific/Auckland (GMT+12)')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Saturday, July 4' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1:30 PM' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '1:00 PM' })).not.toBeChecked();
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('names the days and times in Spanish, on the seller’s clock', async () => {
      setPageLanguage('es');
      const slots = [
        { start: '2026-07-04T01:30:00.000Z', end: '2026-07-04T02:00:00.000Z', timeZone: 'Pacific/Auckland' },
      ];
      await act(async () => {
        render(<SlotPicker slots={slots} value={null} onChange={vi.fn()} />);
      });
      expect(await screen.findByText(/Las horas están en la zona horaria del vendedor/)).toBeInTheDocument();
      expect(screen.getByRole('option', { name: 'sábado, 4 de julio' })).toBeInTheDocument();
      expect(screen.getByRole('group', { name: 'Hora el sábado, 4 de julio' })).toBeInTheDocument();
    });
  });
});
