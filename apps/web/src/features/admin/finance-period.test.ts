import { describe, expect, it } from 'vitest';
import { defaultFinancePeriod, financePeriodOf, periodLabel } from './finance-period';

describe('the finance page’s period', () => {
  it('opens on this month so far in UTC, whatever the reader’s zone', () => {
    // Late on 30 November in New York is already 1 December in UTC, where the books are kept.
    expect(defaultFinancePeriod(new Date('2026-12-01T03:00:00Z'))).toEqual({
      from: '2026-12-01',
      to: '2026-12-01',
      group: 'day',
    });
  });

  it('takes the period from the address, or the default for one the server would refuse', () => {
    const today = new Date('2026-11-26T12:00:00Z');
    const of = (search: string) => financePeriodOf(new URLSearchParams(search), today);
    expect(of('from=2026-01-01&to=2026-03-31&group=month')).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      group: 'month',
    });
    expect(of('from=2026-01-01&to=2026-03-31')).toMatchObject({ group: 'day' });
    for (const refused of [
      '',
      'from=2026-03-31&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
      'group=week',
    ]) {
      expect(of(refused), refused).toEqual({ from: '2026-11-01', to: '2026-11-26', group: 'day' });
    }
  });

  it('names a day and a month as people read them', () => {
    expect(periodLabel('2026-11-03')).toBe('Nov 3, 2026');
    expect(periodLabel('2026-01')).toBe('January 2026');
  });
});
