import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { advertisedProductsQueryOptions } from '../../entities/car/api/advertised-products';
import { LatestCollections } from '../../features/catalog/components/latest-collections';
import { LazyFavoriteButton } from '../../features/favorites/components/lazy-favorite-button';

const products = [
  {
    _id: 'a',
    image: '/uploads/civic-640.webp',
    productName: 'Honda Civic 2018',
    model: 'Sedan',
    resalePrice: 12500,
  },
  {
    _id: 'b',
    image: '/uploads/rav4-640.webp',
    productName: 'Toyota RAV4',
    model: 'SUV',
    resalePrice: 1250000,
  },
];

describe('LatestCollections', () => {
  it('renders nothing while loading and nothing when no car is advertised', async () => {
    mockFetch({ '/api/products/advertise': jsonResponse([]) });

    const { container, queryClient } = renderWithProviders(
      <LatestCollections FavoriteButton={LazyFavoriteButton} />,
    );
    expect(container).toBeEmptyDOMElement();

    await waitFor(() =>
      expect(queryClient.getQueryData(advertisedProductsQueryOptions().queryKey)).toEqual([]),
    );
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('heading', { name: 'Latest Collections' })).not.toBeInTheDocument();
  });

  it('renders nothing when the call fails', async () => {
    mockFetch({ '/api/products/advertise': jsonResponse({ error: 'INTERNAL', message: 'Down' }, 500) });

    const { container, queryClient } = renderWithProviders(
      <LatestCollections FavoriteButton={LazyFavoriteButton} />,
    );

    await waitFor(() =>
      expect(queryClient.getQueryState(advertisedProductsQueryOptions().queryKey)?.status).toBe('error'),
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a card per advertised car with its name, model and formatted price', async () => {
    mockFetch({ '/api/products/advertise': jsonResponse(products) });

    renderWithProviders(<LatestCollections FavoriteButton={LazyFavoriteButton} />);

    expect(await screen.findByRole('heading', { name: 'Latest Collections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Honda Civic 2018' })).toBeInTheDocument();
    expect(screen.getByText('$12,500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Toyota RAV4' })).toBeInTheDocument();
    expect(screen.getByText('SUV')).toBeInTheDocument();
    expect(screen.getByText('$1,250,000')).toBeInTheDocument();
  });

  it('puts the favourites heart on every card', async () => {
    mockFetch({
      '/api/products/advertise': jsonResponse(products),
      '/api/auth/get-session': sessionResponse(null),
    });

    renderWithProviders(<LatestCollections FavoriteButton={LazyFavoriteButton} />);

    expect(await screen.findAllByRole('button', { name: 'Save Honda Civic 2018' })).not.toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Save Toyota RAV4' })).not.toHaveLength(0);
  });
});
