import type { Favorite } from '@second-gear/contract';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { setPageLanguage } from '../../../lib/i18n';
import { pendingFavorite, rememberPendingFavorite } from '../pending-favorite';
import { FavoriteButton } from './favorite-button';
import { FavoritesList } from './favorites-list';

const carId = '7a3c1c52-6f5e-4c8e-9d59-2f5f0b1f6a11';

function favoriteFixture(overrides: Partial<Favorite> = {}): Favorite {
  return {
    carId,
    savedAt: '2026-03-01T12:00:00.000Z',
    priceWhenSaved: 15_000,
    priceChange: 0,
    dealRating: null,
    car: {
      _id: carId,
      productName: '2018 Honda Civic EX',
      image: '/uploads/cars/civic-640.webp',
      model: 'Sedan',
      make: 'Honda',
      modelName: 'Civic',
      trim: 'EX',
      year: 2018,
      mileage: 48_000,
      resalePrice: 15_000,
      location: 'Austin, TX',
      saleStatus: 'available',
      priceDrop: null,
      reservedUntil: null,
    },
    ...overrides,
  };
}

afterEach(() => {
  sessionStorage.clear();
  setPageLanguage('en');
});

describe('FavoriteButton', () => {
  it('sends a visitor to sign in, remembering the car to save on their return', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderWithProviders(
      <FavoriteButton carId={carId} carName="2018 Honda Civic EX" sold={false} />,
      { path: `/cars/${carId}`, routes: [{ path: '/login', element: <p>Sign in</p> }] },
    );

    await user.click(await screen.findByRole('button', { name: 'Save 2018 Honda Civic EX' }));

    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: `/cars/${carId}` } });
    expect(pendingFavorite()).toBe(carId);
  });

  it('saves the remembered car once the buyer is back, and says so', async () => {
    rememberPendingFavorite(carId);
    let saved = false;
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': () => jsonResponse(saved ? [favoriteFixture()] : []),
      [`/api/favorites/${carId}`]: () => {
        saved = true;
        return jsonResponse(favoriteFixture());
      },
    });
    renderWithProviders(<FavoriteButton carId={carId} carName="2018 Honda Civic EX" sold={false} />);

    expect(await screen.findByText('Saved 2018 Honda Civic EX to your favourites.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save 2018 Honda Civic EX' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(callsOf(fetchMock).filter((call) => call === `PUT /api/favorites/${carId}`)).toHaveLength(1);
    expect(pendingFavorite()).toBeNull();
  });

  it('lets a buyer save and unsave a car', async () => {
    const user = userEvent.setup();
    let saved = false;
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': () => jsonResponse(saved ? [favoriteFixture()] : []),
      [`/api/favorites/${carId}`]: () => {
        saved = !saved;
        return jsonResponse(saved ? favoriteFixture() : { deletedCount: 1 });
      },
    });
    renderWithProviders(<FavoriteButton carId={carId} carName="2018 Honda Civic EX" sold={false} />);
    const heart = await screen.findByRole('button', { name: 'Save 2018 Honda Civic EX' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(callsOf(fetchMock).filter((call) => call.includes(`/api/favorites/${carId}`))).toEqual([
      `PUT /api/favorites/${carId}`,
      `DELETE /api/favorites/${carId}`,
    ]);
  });

  it('shows no heart to a seller', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { seller: true }),
    });
    renderWithProviders(
      <>
        <FavoriteButton carId={carId} carName="2018 Honda Civic EX" sold={false} />
        <p>Rendered</p>
      </>,
    );
    expect(await screen.findByText('Rendered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });
});

describe('FavoritesList', () => {
  it('says what changed since each car was saved, and removes one', async () => {
    const user = userEvent.setup();
    const otherId = '0b6f4c1e-1d1a-4a7e-8c52-6c3f0e4b9d22';
    let list: Favorite[] = [
      favoriteFixture({ priceChange: -1_250, car: { ...favoriteFixture().car, resalePrice: 13_750 } }),
      favoriteFixture({
        carId: otherId,
        car: { ...favoriteFixture().car, _id: otherId, trim: 'Sport', saleStatus: 'sold' },
      }),
    ];
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': () => jsonResponse(list),
      [`/api/favorites/${otherId}`]: () => {
        list = list.slice(0, 1);
        return jsonResponse({ deletedCount: 1 });
      },
    });
    renderWithProviders(<FavoritesList />);

    expect(await screen.findByText('$1,250 less than when you saved it ($15,000)')).toBeInTheDocument();
    expect(screen.getByText('Sold since you saved it')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 2018 Honda Civic Sport from saved cars' }));
    await waitFor(() => expect(screen.queryByText('Sold since you saved it')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: '2018 Honda Civic EX' })).toHaveAttribute(
      'href',
      `/cars/${carId}`,
    );
  });

  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': () => jsonResponse([favoriteFixture({ priceChange: -1_250 })]),
    });
    await act(async () => {
      renderWithProviders(<FavoritesList />);
    });

    expect(await screen.findByRole('heading', { name: 'Autos guardados' })).toBeInTheDocument();
    expect(screen.getByText('$1,250 menos que cuando lo guardó ($15,000)')).toBeInTheDocument();
  });
});
