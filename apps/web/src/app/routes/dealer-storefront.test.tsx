import type { PublicDealer, ReviewPage } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { searchAnswerFixture, searchCarFixture } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { DealerStorefrontRoutePage } from './dealer-storefront';
import { schemaOrgProblems } from '../../test/schema-org';

const loneStar: PublicDealer = {
  _id: 'dealer-1',
  slug: 'lone-star-auto',
  name: 'Lone Star Auto',
  zip: '75201',
  address: '2100 Ross Ave, Dallas, TX 75201',
  phone: '+1 (214) 555-0100',
  hours: 'Mon–Fri 9:00–19:00\nSat 9:00–17:00',
  about: 'Family-run since 1998.',
  logo: null,
  location: { city: 'Dallas', state: 'TX' },
  rating: 4.6,
  reviewCount: 14,
  carCount: 212,
  replyTimeMinutes: 42,
  createdAt: '2026-01-10T09:00:00.000Z',
};

const reviews: ReviewPage = {
  reviews: [
    {
      _id: 'review-1',
      sellerId: 'seller-1',
      buyerId: 'buyer-1',
      buyerName: 'Sam Lee',
      carName: '2019 Honda Civic EX',
      rating: 5,
      text: 'Jordan answered every question the same day, and the car was as described.',
      createdAt: '2026-03-02T10:00:00.000Z',
      editedAt: null,
      reply: null,
      reportedByYou: false,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};

/** The storefront's three calls; every search address asked for is kept. */
function storefrontServer(dealer: Response = jsonResponse(loneStar)) {
  const searches: string[] = [];
  const fetchMock = mockFetch({
    '/api/auth/get-session': sessionResponse(null),
    '/api/dealers/lone-star-auto': dealer,
    '/api/dealers/lone-star-auto/reviews': jsonResponse(reviews),
    '/api/search': () => {
      const url = String(fetchMock.mock.calls.at(-1)?.[0]);
      searches.push(new URL(url, 'http://localhost').search.slice(1));
      return jsonResponse(
        searchAnswerFixture({
          total: 1,
          cars: [searchCarFixture({ dealer: { slug: 'lone-star-auto', name: 'Lone Star Auto' } })],
        }),
      );
    },
  });
  return searches;
}

const renderStorefront = (path = '/dealers/lone-star-auto') =>
  renderWithProviders(<p>Elsewhere</p>, {
    path,
    routes: [{ path: '/dealers/:slug', element: <DealerStorefrontRoutePage /> }],
  });

describe('DealerStorefrontRoutePage', () => {
  it('shows who the dealership is and how to reach it: address, hours, phone to call, rating and reply time', async () => {
    storefrontServer();
    renderStorefront();

    expect(await screen.findByRole('heading', { level: 1, name: 'Lone Star Auto' })).toBeInTheDocument();
    expect(screen.getByText('2100 Ross Ave, Dallas, TX 75201')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+1 (214) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+12145550100',
    );
    expect(screen.getByText(/Mon–Fri 9:00–19:00/)).toBeInTheDocument();
    expect(screen.getByText('Usually replies within an hour')).toBeInTheDocument();
    expect(screen.getByText('4.6')).toBeInTheDocument();
    expect(screen.getByText('14 reviews')).toBeInTheDocument();
    expect(screen.getByText('Family-run since 1998.')).toBeInTheDocument();
    expect(await screen.findByText(/Jordan answered every question/)).toBeInTheDocument();
  });

  it('describes the dealership to search engines as an AutoDealer, with its address, phone and rating', async () => {
    storefrontServer();
    renderStorefront();
    await screen.findByRole('heading', { level: 1, name: 'Lone Star Auto' });

    const script = document.querySelector('script[type="application/ld+json"]');
    expect(schemaOrgProblems(JSON.parse(script!.textContent!))).toEqual([]);
    expect(JSON.parse(script!.textContent!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'AutoDealer',
      name: 'Lone Star Auto',
      url: `${window.location.origin}/dealers/lone-star-auto`,
      telephone: '+1 (214) 555-0100',
      description: 'Family-run since 1998.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '2100 Ross Ave, Dallas, TX 75201',
        postalCode: '75201',
        addressCountry: 'US',
        addressLocality: 'Dallas',
        addressRegion: 'TX',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.6,
        reviewCount: 14,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it('searches only its cars, from the filters in its address, and keeps the address shareable', async () => {
    const user = userEvent.setup();
    const searches = storefrontServer();
    const { router } = renderStorefront('/dealers/lone-star-auto?make=Toyota');

    const results = await screen.findByRole('region', { name: 'Cars for sale at Lone Star Auto' });
    expect(await within(results).findByRole('heading', { name: '1 car' })).toBeInTheDocument();
    expect(searches).toEqual(['make=Toyota&dealer=lone-star-auto']);
    expect(within(results).getByRole('link', { name: '2019 Honda Civic EX' })).toHaveAttribute(
      'href',
      '/cars/car-1',
    );

    await user.selectOptions(within(results).getByLabelText('Sort by'), 'Best deal');
    expect(router.state.location.pathname).toBe('/dealers/lone-star-auto');
    expect(router.state.location.search).toBe('?make=Toyota&sort=best_deal');
    expect(within(results).queryByRole('button', { name: /Dealership/ })).not.toBeInTheDocument();
    await user.click(within(results).getByRole('button', { name: 'Remove filter: Toyota' }));
    expect(router.state.location.search).toBe('?sort=best_deal');
    // The search for the new address is made once the page has drawn it.
    await waitFor(() => expect(searches.at(-1)).toBe('dealer=lone-star-auto&sort=best_deal'));
  });

  it('says there is no such dealership for an unknown address', async () => {
    storefrontServer(jsonResponse({ error: 'NOT_FOUND', message: 'There is no such dealership.' }, 404));
    renderStorefront();

    expect(await screen.findByRole('heading', { name: 'There is no such dealership.' })).toBeInTheDocument();
  });
});
