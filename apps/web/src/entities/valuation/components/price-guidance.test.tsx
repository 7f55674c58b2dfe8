import type { Valuation } from '@second-gear/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';

/** The valuation calls among the page's requests (the session is looked up too). */
const valuationCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/valuation'));
import { renderWithProviders } from '../../../test/render';
import type { ValuationInput } from '../api/valuation';
import { PriceGuidance } from './price-guidance';

const camry: Valuation = {
  vin: null,
  make: 'Toyota',
  modelName: 'Camry',
  year: 2018,
  mileage: 61_200,
  zip: '78701',
  location: 'Austin, TX',
  bodyType: null,
  expectedPrice: 20_000,
  low: 18_500,
  high: 21_400,
  comparables: 12,
  method: 'same-model',
  daysToSell: 23,
  bands: { great: 18_009, good: 19_409, fair: 20_589, high: 22_009 },
  message: null,
};

/** The guidance under a price box, as the listing forms hold it. */
function PricedCar({ car }: { car: ValuationInput }) {
  const [price, setPrice] = useState('');
  return (
    <>
      <label>
        Resale price
        <input value={price} onChange={(event) => setPrice(event.target.value)} />
      </label>
      <PriceGuidance car={car} price={price} />
    </>
  );
}

const fullCar = { make: 'Toyota', modelName: 'Camry', year: '2018', mileage: '61,200', zip: '78701' };

describe('PriceGuidance', () => {
  it('values the car once and rates each price typed with the same bands as the server', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({ '/api/valuation': jsonResponse(camry) });
    renderWithProviders(
      <PricedCar car={{ ...fullCar, excludeCarId: '7d0f5c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f' }} />,
    );

    expect(await screen.findByText(/Expected price/)).toHaveTextContent(
      'Expected price $20,000 (most sell between $18,500 and $21,400), from 12 similar cars.',
    );
    const [asked] = valuationCalls(fetchMock);
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      make: 'Toyota',
      modelName: 'Camry',
      year: '2018',
      mileage: '61200',
      zip: '78701',
      excludeCarId: '7d0f5c1e-2b1a-4c3d-9e8f-0a1b2c3d4e5f',
    });
    expect(screen.getByText('Type a price to see the deal rating buyers would see.')).toBeInTheDocument();

    const price = screen.getByLabelText('Resale price');
    await user.type(price, '18,000');
    expect(screen.getByText(/buyers would see/)).toHaveTextContent(
      'At $18,000 buyers would see: Great deal ($2,000 below expected)',
    );
    await user.clear(price);
    await user.type(price, '18010');
    expect(screen.getByText(/buyers would see/)).toHaveTextContent('Good deal');
    await user.clear(price);
    await user.type(price, '20600');
    expect(screen.getByText(/buyers would see/)).toHaveTextContent('High price ($600 above expected)');
    // Typing the price asks the server nothing more.
    expect(valuationCalls(fetchMock)).toHaveLength(1);
  });

  it('asks for the car first, and says when there are too few similar cars', async () => {
    const fetchMock = mockFetch({
      '/api/valuation': jsonResponse({
        ...camry,
        expectedPrice: null,
        low: null,
        high: null,
        bands: null,
        comparables: 2,
        method: 'same-body-type',
        message: 'Not enough similar cars to value this one.',
      }),
    });
    const { unmount } = renderWithProviders(<PricedCar car={{ ...fullCar, zip: '787' }} />);
    expect(
      screen.getByText('Fill in make, model, year, mileage and ZIP code to see how your price compares.'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(valuationCalls(fetchMock)).toHaveLength(0);
    unmount();

    renderWithProviders(<PricedCar car={fullCar} />);
    expect(await screen.findByText('Not enough similar cars to value this one.')).toBeInTheDocument();
  });

  it('says when the guidance cannot be loaded, without standing in the way', async () => {
    mockFetch({ '/api/valuation': jsonResponse({ error: 'INTERNAL', message: 'Down.' }, 500) });
    renderWithProviders(<PricedCar car={fullCar} />);
    await waitFor(() =>
      expect(
        screen.getByText('The guidance could not be loaded. It does not stop you listing the car.'),
      ).toBeInTheDocument(),
    );
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('guides the price in Spanish, with the band buyers would see', async () => {
      const user = userEvent.setup();
      mockFetch({ '/api/valuation': jsonResponse(camry) });
      await loadCatalogues('es');
      setPageLanguage('es');
      await act(async () => {
        renderWithProviders(<PricedCar car={fullCar} />);
      });

      expect(screen.getByRole('heading', { name: 'Orientación de precio' })).toBeInTheDocument();
      expect(await screen.findByText(/Precio esperado/)).toHaveTextContent(
        'Precio esperado $20,000 (la mayoría se vende entre $18,500 y $21,400), según 12 autos similares.',
      );
      await user.type(screen.getByLabelText('Resale price'), '18,000');
      expect(screen.getByText(/los compradores verían/)).toHaveTextContent(
        'A $18,000, los compradores verían: Gran oferta ($2,000 por debajo de lo esperado)',
      );
    });
  });
});
