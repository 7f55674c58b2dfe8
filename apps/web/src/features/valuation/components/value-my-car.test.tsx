import type { Valuation } from '@second-gear/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';

/** The valuation calls among the page's requests (the session is looked up too). */
const valuationCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/valuation'));
import { renderWithProviders } from '../../../test/render';
import { ValueMyCar } from './value-my-car';

const accord: Valuation = {
  vin: '1HGCM82633A004352',
  make: 'Honda',
  modelName: 'Accord',
  year: 2003,
  mileage: 90_000,
  zip: '90210',
  location: 'Beverly Hills, CA',
  bodyType: 'Coupe',
  expectedPrice: 4_200,
  low: 3_900,
  high: 4_650,
  comparables: 7,
  method: 'same-model-wider-years',
  daysToSell: 31,
  bands: { great: 3_782, good: 4_076, fair: 4_325, high: 4_622 },
  message: null,
};

afterEach(() => setPageLanguage('en'));

describe('ValueMyCar', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    mockFetch({ '/api/valuation': jsonResponse(accord) });
    await act(async () => {
      renderWithProviders(<ValueMyCar />, {
        path: '/value-my-car?vin=1HGCM82633A004352&mileage=90000&zip=90210',
      });
    });

    expect(await screen.findByRole('heading', { name: '¿Cuánto vale mi auto?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Millaje (millas)')).toBeInTheDocument();
    expect(await screen.findByText(/Los autos similares tardaron 31 días en venderse/)).toBeInTheDocument();
  });

  it('values a car by VIN and offers to list it at the expected price', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/valuation': jsonResponse(accord),
      '/api/valuation/comparables': jsonResponse({
        method: 'same-model-wider-years',
        total: 7,
        comparables: [
          {
            _id: 'c1',
            productName: '2004 Honda Accord EX',
            image: '/uploads/c1-640.webp',
            make: 'Honda',
            modelName: 'Accord',
            trim: 'EX',
            year: 2004,
            mileage: 80_000,
            resalePrice: 5_000,
            adjustedPrice: 4_200,
            saleStatus: 'sold',
            location: 'Austin, TX',
          },
        ],
      }),
    });
    const { router } = renderWithProviders(<ValueMyCar />, { path: '/value-my-car' });

    await user.type(screen.getByLabelText('VIN (optional)'), '1HGCM82633A004352');
    await user.type(screen.getByLabelText('Mileage (miles)'), '90,000');
    await user.type(screen.getByLabelText('ZIP code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Value my car' }));

    const result = await screen.findByRole('region', {
      name: 'Your 2003 Honda Accord, 90,000 mi, Beverly Hills, CA',
    });
    expect(router.state.location.search).toBe('?vin=1HGCM82633A004352&mileage=90000&zip=90210');
    expect(valuationCalls(fetchMock)[0]!.search).toBe('?vin=1HGCM82633A004352&mileage=90000&zip=90210');
    expect(within(result).getByText(/Expected price/)).toHaveTextContent('Expected price $4,200');
    expect(within(result).getByText(/middle half/)).toHaveTextContent(
      'The middle half of similar cars: $3,900 to $4,650.',
    );
    const bands = within(result).getByRole('list', { name: 'Deal bands at these prices' });
    expect(
      within(bands)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '$3,782 or less is a Great deal',
      '$3,783 to $4,076 is a Good deal',
      '$4,077 to $4,325 is a Fair price',
      '$4,326 to $4,622 is a High price',
      'Above $4,622 is Overpriced',
    ]);
    expect(within(result).getByText(/From 7 comparable cars/)).toHaveTextContent(
      'model year within 2 of this one. There were too few cars of the same model and years, so we widened the search.',
    );
    expect(within(result).getByText(/to sell/)).toHaveTextContent(
      'Similar cars took 31 days to sell (the median from listing to sale).',
    );
    expect(within(result).getByRole('link', { name: 'List it' })).toHaveAttribute(
      'href',
      // A visitor signs in on the way to the form.
      `/login?${new URLSearchParams({
        from: '/dashboard/addProduct?make=Honda&modelName=Accord&year=2003&mileage=90000&zip=90210&vin=1HGCM82633A004352&price=4200',
      })}`,
    );

    await user.click(within(result).getByRole('button', { name: 'See the 7 comparable cars' }));
    const dialog = await screen.findByRole('dialog', { name: 'The cars your car was compared with' });
    expect(await within(dialog).findByText('2004 Honda Accord EX')).toBeInTheDocument();
    expect(within(dialog).getByText('$4,200')).toBeInTheDocument();
  });

  it('asks for make, model and year without a VIN, and says in words when there are too few cars', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/valuation': jsonResponse({
        ...accord,
        vin: null,
        expectedPrice: null,
        low: null,
        high: null,
        bands: null,
        comparables: 3,
        method: 'same-body-type',
        daysToSell: null,
        message: 'Not enough similar cars to value this one: we found 1, then 2, then 3 and need at least 5.',
      }),
    });
    renderWithProviders(<ValueMyCar />, { path: '/value-my-car' });
    await user.type(screen.getByLabelText('Mileage (miles)'), '90000');
    await user.type(screen.getByLabelText('ZIP code'), '90210');
    await user.click(screen.getByRole('button', { name: 'Value my car' }));
    for (const label of ['Make', 'Model', 'Year'])
      expect(screen.getByLabelText(label), label).toHaveAttribute('aria-invalid', 'true');
    expect(valuationCalls(fetchMock)).toHaveLength(0);

    await user.type(screen.getByLabelText('Make'), 'Honda');
    await user.type(screen.getByLabelText('Model'), 'Accord');
    await user.type(screen.getByLabelText('Year'), '2003');
    await user.click(screen.getByRole('button', { name: 'Value my car' }));
    expect(
      await screen.findByText(
        'Not enough similar cars to value this one: we found 1, then 2, then 3 and need at least 5.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/None of these cars has sold/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List it' })).toHaveAttribute(
      'href',
      `/login?${new URLSearchParams({
        from: '/dashboard/addProduct?make=Honda&modelName=Accord&year=2003&mileage=90000&zip=90210',
      })}`,
    );
  });

  it("shows the server's refusal naming what to fix", async () => {
    mockFetch({
      '/api/valuation': jsonResponse(
        {
          error: 'BAD_REQUEST',
          message: 'vin: This VIN is not in our vehicle data. Please give make, model and year.',
        },
        400,
      ),
    });
    renderWithProviders(<ValueMyCar />, {
      path: '/value-my-car?vin=1HGCM82633A004352&mileage=90000&zip=90210',
    });
    expect(await screen.findByText(/This VIN is not in our vehicle data/)).toBeInTheDocument();
  });
});
