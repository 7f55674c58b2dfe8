import { financeQuery, type FinanceQuery } from '@second-gear/contract';
import { pageLocale } from '../../lib/i18n';

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The period the finance page opens on: this month so far, day by day (UTC, as the books are kept). */
export function defaultFinancePeriod(today: Date): FinanceQuery {
  return { from: `${dayOf(today).slice(0, 7)}-01`, to: dayOf(today), group: 'day' };
}

/** The period the page's address names, or the default when it names none or one the server would refuse. */
export function financePeriodOf(search: URLSearchParams, today: Date): FinanceQuery {
  const asked = financeQuery.safeParse({
    from: search.get('from') ?? undefined,
    to: search.get('to') ?? undefined,
    group: search.get('group') ?? undefined,
  });
  return asked.success ? asked.data : defaultFinancePeriod(today);
}

/** A row's period as people read it, in the page's language: `Nov 26, 2026` for a day, `November 2026` for a month (UTC). */
export function periodLabel(period: string): string {
  const month = period.length === 7;
  return new Intl.DateTimeFormat(pageLocale(), {
    timeZone: 'UTC',
    ...(month ? { month: 'long', year: 'numeric' } : { dateStyle: 'medium' }),
  }).format(new Date(`${month ? `${period}-01` : period}T00:00:00Z`));
}
