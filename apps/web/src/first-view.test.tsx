import { facetNames, type CarPage, type SearchAnswer } from '@second-gear/contract';
import { act, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { firstViewDataId, type FirstViewData } from './app/first-view-data';
import { createAppRouter, firstPageLoaded } from './app/router';
import { seedFirstView } from './app/seed-first-view';
import { createQueryClient } from './lib/query-client';
import { renderFirstView } from './prerender';
import { sessionResponse, sam } from './test/auth';
import { carFixture } from './test/cars';
import { jsonResponse, mockFetch } from './test/fetch';

const searchAnswer: SearchAnswer = {
  total: 31,
  cars: [
    {
      _id: 'car-1',
      productName: 'My Civic',
      image: '/uploads/cars/civic-640.webp',
      make: 'Honda',
      modelName: 'Civic',
      trim: 'EX',
      year: 2019,
      mileage: 41_000,
      resalePrice: 17_500,
      location: 'Austin, TX',
      zip: '78701',
      fuelType: 'gasoline',
      transmission: 'automatic',
      drivetrain: 'FWD',
      exteriorColor: 'white',
      conditionType: 'Excellent',
      dealRating: { band: 'great', expectedPrice: 18_700, percent: -6.4, comparables: 9 },
      priceDrop: null,
      listedAt: '2026-03-05T10:15:00.000Z',
    },
  ],
  facets: {
    ...(Object.fromEntries(facetNames.map((name) => [name, []])) as unknown as SearchAnswer['facets']),
    make: [
      { value: 'Honda', count: 30 },
      { value: 'Toyota', count: 1 },
    ],
  },
  next: 'signed-cursor',
};

const carAnswer: CarPage = {
  ...carFixture({ images: ['/uploads/cars/camry-640.webp', '/uploads/cars/camry-2-640.webp'] }),
  sellerEmail: undefined,
  phone: undefined,
  signedIn: false,
  dealRating: null,
  similar: [],
};

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/**
 * Opens `address` as the server sends it (its first view drawn from `data`, which rides along in the data block) and
 * lets React take it over as main.tsx does.
 */
async function openRendered(address: string, data: FirstViewData) {
  window.history.replaceState(null, '', address);
  const view = await renderFirstView(address, { data, origin: window.location.origin });
  document.head.innerHTML = view.head;
  const block = `<script type="application/json" id="${firstViewDataId}">${JSON.stringify(data)}</script>`;
  document.body.innerHTML = `<div id="root">${view.root}</div>${block}`;
  const container = document.getElementById('root')!;
  const firstPhoto = container.querySelector('main img');

  const recoverableErrors: unknown[] = [];
  const consoleErrors = vi.spyOn(console, 'error');
  const queryClient = createQueryClient();
  seedFirstView(
    queryClient,
    JSON.parse(document.getElementById(firstViewDataId)!.textContent!) as FirstViewData,
  );
  const router = createAppRouter(queryClient);
  await firstPageLoaded(router);
  await act(async () => {
    root = hydrateRoot(
      container,
      <App queryClient={queryClient}>
        <RouterProvider router={router} />
      </App>,
      { onRecoverableError: (error) => recoverableErrors.push(error) },
    );
  });
  return { view, container, firstPhoto, recoverableErrors, consoleErrors };
}

describe('the search page rendered with its cars', () => {
  const data: FirstViewData = { page: 'search', search: '?make=Honda', answer: searchAnswer };

  it('has the cars, their counts and the first photo fetched early in its document', async () => {
    const view = await renderFirstView('/cars?make=Honda', { data });

    expect(view.head).toContain('<title>Find a car — Second Gear</title>');
    expect(view.head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/uploads\/cars\/civic-320\.webp/);
    expect(view.root).toContain('31 cars');
    expect(view.root).toContain('2019 Honda Civic EX');
    expect(view.root).toContain('$17,500');
    expect(view.root).not.toContain('Searching');
  });

  it('is taken over by React as it stands, without asking for the cars again', async () => {
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/search': jsonResponse(searchAnswer),
    });

    const { container, firstPhoto, recoverableErrors, consoleErrors } = await openRendered(
      '/cars?make=Honda',
      data,
    );

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(firstPhoto).not.toBeNull();
    expect(container.querySelector('main img')).toBe(firstPhoto);
    expect(screen.getByRole('heading', { name: '31 cars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2019 Honda Civic EX' })).toHaveAttribute('href', '/cars/car-1');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).not.toContain('/api/search');
  });
});

describe('a car page rendered with its car', () => {
  const data: FirstViewData = { page: 'car', id: 'car-1', answer: carAnswer };

  it('has the car, its head tags and its first photo fetched early in its document', async () => {
    const view = await renderFirstView('/cars/car-1', { data, origin: 'https://second-gear.example' });

    expect(view.head).toContain('<title>2018 Toyota Camry SE — Second Gear</title>');
    expect(view.head).toContain('<link rel="canonical" href="https://second-gear.example/cars/car-1"/>');
    expect(view.head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/uploads\/cars\/camry-320\.webp/);
    expect(view.root).toContain('2018 Toyota Camry SE');
    expect(view.root).toContain('$12,500');
    expect(view.root).toContain('Sign in to see the seller’s phone and e-mail.');
  });

  it('is taken over by React as it stands, then asks again for a signed-in visitor', async () => {
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'token-1' }),
      '/api/cars/car-1': jsonResponse({
        ...carAnswer,
        signedIn: true,
        sellerEmail: 'seller@example.com',
        phone: '+1 512 555 0199',
      }),
    });

    const { container, firstPhoto, recoverableErrors, consoleErrors } = await openRendered(
      '/cars/car-1',
      data,
    );

    expect(recoverableErrors).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(firstPhoto).not.toBeNull();
    expect(container.querySelector('main img')).toBe(firstPhoto);
    expect(await screen.findByRole('link', { name: '+1 512 555 0199' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/api/cars/car-1'))).toBe(true);
  });
});
