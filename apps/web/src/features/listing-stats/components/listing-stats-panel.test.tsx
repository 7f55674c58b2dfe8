import type { ListingStats, StatsDay } from '@second-gear/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ListingStatsPanel } from './listing-stats-panel';

// jsdom has no canvas to draw on: the chart shows which days it was given instead.
vi.mock('./stats-chart', () => ({
  default: ({ series }: { series: StatsDay[] }) => <p>Chart of {series.length} days</p>,
}));

const day = (date: string, views = 0): StatsDay => ({
  date,
  impressions: views * 10,
  views,
  saves: 0,
  messages: 0,
});

function statsOf(days: number): ListingStats {
  const series = Array.from({ length: days }, (_, index) =>
    day(
      new Date(Date.UTC(2026, 2, 10 - (days - 1 - index))).toISOString().slice(0, 10),
      index === days - 1 ? 4 : 0,
    ),
  );
  return {
    productName: '2019 Mazda CX-5 Touring',
    impressions: 1234,
    views: 120,
    saves: 8,
    messages: 3,
    offers: 2,
    testDrives: 1,
    bookings: 0,
    daysOnMarket: 9,
    position: { rank: 3, of: 12 },
    series,
  };
}

function mockServer(answer: (days: number) => Response) {
  localStorage.setItem('accessToken', 'token-1');
  const asked: number[] = [];
  const fetchMock = mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { seller: true }),
    '/api/products/car-1/stats': () => {
      const url = new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      const days = Number(url.searchParams.get('days'));
      asked.push(days);
      return answer(days);
    },
  });
  return asked;
}

const figure = (label: string) =>
  within(screen.getByText(label, { selector: 'dt' }).parentElement!).getByRole('definition');

describe('ListingStatsPanel', () => {
  it("shows a car's totals, days on market, its price's place and the last 30 days, then the window chosen", async () => {
    const user = userEvent.setup();
    const asked = mockServer((days) => jsonResponse(statsOf(days)));
    renderWithProviders(<ListingStatsPanel carId="car-1" />);

    expect(await screen.findByText('2019 Mazda CX-5 Touring')).toBeInTheDocument();
    expect(figure('Impressions')).toHaveTextContent('1,234');
    expect(figure('Views')).toHaveTextContent('120');
    expect(figure('Saves')).toHaveTextContent('8');
    expect(figure('Messages')).toHaveTextContent('3');
    expect(figure('Offers')).toHaveTextContent('2');
    expect(figure('Test drives')).toHaveTextContent('1');
    expect(figure('Bookings')).toHaveTextContent('0');
    expect(figure('Days on market')).toHaveTextContent('9');
    expect(screen.getByText(/3rd cheapest of 12 similar cars\./)).toBeInTheDocument();
    expect(await screen.findByText('Chart of 30 days')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent('2026-03-1040400');
    expect(asked).toEqual([30]);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Period' }), 'Last 7 days');
    expect(await screen.findByText('Chart of 7 days')).toBeInTheDocument();
    expect(asked).toEqual([30, 7]);
  });

  it('says when there is nothing to compare the price with', async () => {
    mockServer(() => jsonResponse({ ...statsOf(30), position: null }));
    renderWithProviders(<ListingStatsPanel carId="car-1" />);
    expect(await screen.findByText(/No similar cars to compare its price with yet\./)).toBeInTheDocument();
  });

  it("shows the server's refusal of another seller's car, with a way to try again", async () => {
    mockServer(() =>
      jsonResponse({ error: 'FORBIDDEN', message: "Only its seller can see a listing's stats." }, 403),
    );
    renderWithProviders(<ListingStatsPanel carId="car-1" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      "The stats could not be loaded. Only its seller can see a listing's stats.",
    );
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
