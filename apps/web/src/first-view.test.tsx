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
import { jsonResponse, mockFetch } from './test/fetch';
import { carAnswer, searchAnswer } from './test/first-view-answers';

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
      // What the car page's deal actions ask for once it is taken over.
      '/api/cars/car-1/reservation-terms': jsonResponse({
        deposit: 250,
        hours: 72,
        balance: carAnswer.resalePrice - 250,
        reservable: true,
        reason: null,
      }),
      '/api/cars/car-1/test-drive-slots': jsonResponse([]),
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
