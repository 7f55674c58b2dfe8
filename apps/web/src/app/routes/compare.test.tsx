import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { carFixture } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderApp } from '../../test/render';

const camryId = '1d2b6c3a-5e4f-4a1b-9c8d-7e6f5a4b3c21';
const civicId = '2e3c7d4b-6f5a-4b2c-8d9e-8f7a6b5c4d32';
const page = (overrides: Parameters<typeof carFixture>[0]) => ({
  ...carFixture(overrides),
  signedIn: false,
  reportedByYou: false,
  replyTimeMinutes: null,
  similar: [],
  dealRating: null,
  sellerRating: null,
  monthlyPayment: 227,
  finance: { apr: 7.9, termMonths: 60, downPercent: 10 },
});

describe('/compare', () => {
  it('puts the cars side by side, marks the rows where they differ and the best price, mileage and year', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      [`/api/cars/${camryId}`]: jsonResponse(page({ _id: camryId })),
      [`/api/cars/${civicId}`]: jsonResponse(
        page({
          _id: civicId,
          productName: '2019 Honda Civic EX',
          make: 'Honda',
          modelName: 'Civic',
          trim: 'EX',
          year: 2019,
          mileage: 40_100,
          resalePrice: 14_900,
        }),
      ),
    });
    renderApp(`/compare?ids=${camryId},${civicId}`);

    const table = await screen.findByRole('table');
    expect(within(table).getByRole('link', { name: '2017 Toyota Camry SE' })).toHaveAttribute(
      'href',
      `/cars/${camryId}`,
    );
    const row = (label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });
    expect(within(row('Price')).getByText('$12,500').parentElement).toHaveTextContent('Best');
    expect(within(row('Mileage')).getByText('40,100 mi').parentElement).toHaveTextContent('Best');
    expect(within(row('Year')).getByText('2019').parentElement).toHaveTextContent('Best');
    expect(row('Make')).toHaveTextContent('(differs)');
    expect(row('Fuel type')).not.toHaveTextContent('(differs)');
    expect(row('Deal rating')).toHaveTextContent('Not rated');
  });

  it('asks for two to four cars when the link holds one', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp(`/compare?ids=${camryId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose 2 to 4 saved cars to compare.');
  });

  it('refuses a damaged id without asking the server', async () => {
    const fetchMock = mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderApp(`/compare?ids=${camryId},not-an-id`);
    expect(await screen.findByRole('alert')).toHaveTextContent('a car id in it is not one we gave');
    expect(fetchMock.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/api/cars/'))).toBe(
      false,
    );
  });
});
