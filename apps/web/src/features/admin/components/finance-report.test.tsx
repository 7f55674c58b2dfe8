import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredResponse, headersOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { FinanceReport } from './finance-report';

const today = new Date('2026-11-26T15:00:00Z');
const report = {
  rows: [
    {
      period: '2026-11-03',
      grossCents: 1_234_500,
      feeCents: 123_450,
      refundCents: 0,
      transferredCents: 0,
      pendingCents: 1_111_050,
    },
    {
      period: '2026-11-20',
      grossCents: 999_900,
      feeCents: 0,
      refundCents: 999_900,
      transferredCents: 0,
      pendingCents: 1_111_050,
    },
  ],
  totals: {
    grossCents: 2_234_400,
    feeCents: 123_450,
    refundCents: 999_900,
    transferredCents: 0,
    pendingCents: 1_111_050,
  },
};

function mockServer(answer: () => Response | Promise<Response>) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { admin: true }),
    '/api/admin/finance': answer,
  });
}

const renderFinance = (path = '/dashboard/finance') =>
  renderWithProviders(<FinanceReport today={today} />, { path });
/** The report's calls with their query, which `callsOf` leaves out. */
const financeCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin/finance'));

describe('FinanceReport', () => {
  it('opens on this month so far by day, asking with the administrator’s token', async () => {
    const answer = deferredResponse();
    const fetchMock = mockServer(() => answer.promise);
    renderFinance();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the finance report');
    await waitFor(() =>
      expect(financeCalls(fetchMock)).toEqual(['/api/admin/finance?from=2026-11-01&to=2026-11-26&group=day']),
    );
    const call = fetchMock.mock.calls.find(([input]) => String(input).startsWith('/api/admin/finance'))!;
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-26');
    expect(screen.getByLabelText('Group by')).toHaveValue('day');

    answer.resolve(jsonResponse(report));
    const table = await screen.findByRole('table', { name: 'The books by period' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Period', 'Gross sales', 'Platform fees', 'Refunds', 'Paid to sellers', 'Owed to sellers'],
      ['Nov 3, 2026', '$12,345.00', '$1,234.50', '$0.00', '$0.00', '$11,110.50'],
      ['Nov 20, 2026', '$9,999.00', '$0.00', '$9,999.00', '$0.00', '$11,110.50'],
      ['Total', '$22,344.00', '$1,234.50', '$9,999.00', '$0.00', '$11,110.50'],
    ]);
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/finance.csv?from=2026-11-01&to=2026-11-26&group=day',
    );
  });

  it('shows the period picked, by month, and keeps it in the address', async () => {
    const fetchMock = mockServer(() =>
      jsonResponse({
        rows: [{ ...report.rows[0]!, period: '2026-01' }],
        totals: report.totals,
      }),
    );
    renderFinance();
    await screen.findByRole('table');

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-01-01');
    await user.selectOptions(screen.getByLabelText('Group by'), 'month');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    await waitFor(() =>
      expect(financeCalls(fetchMock)).toContain(
        '/api/admin/finance?from=2026-01-01&to=2026-11-26&group=month',
      ),
    );
    expect(await screen.findByRole('rowheader', { name: 'January 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/admin/finance.csv?from=2026-01-01&to=2026-11-26&group=month',
    );
  });

  it('refuses a period that ends before it starts, asking nothing', async () => {
    const fetchMock = mockServer(() => jsonResponse(report));
    renderFinance('/dashboard/finance?from=2026-11-01&to=2026-11-26&group=day');
    await screen.findByRole('table');
    const before = financeCalls(fetchMock).length;

    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText(/To must not be before from/)).toBeInTheDocument();
    expect(financeCalls(fetchMock)).toHaveLength(before);
  });

  it('says so when no money moved', async () => {
    mockServer(() => jsonResponse({ rows: [], totals: report.totals }));
    renderFinance();
    expect(await screen.findByText('No money moved in this period.')).toBeInTheDocument();
  });

  it('offers to try again when the report cannot be loaded', async () => {
    mockServer(() => jsonResponse({ error: 'FORBIDDEN', message: 'Only administrators can do this.' }, 403));
    renderFinance();
    expect(await screen.findByRole('alert')).toHaveTextContent('Only administrators can do this.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
