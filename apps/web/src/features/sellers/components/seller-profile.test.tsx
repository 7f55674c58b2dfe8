import type { SellerProfile as Profile } from '@second-gear/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { SellerProfile } from './seller-profile';
import { nodesOfType } from '../../../test/schema-org';

const listing = (index: number) => ({
  _id: `car-${index}`,
  productName: `2019 Honda Civic ${index}`,
  image: '/uploads/cars/civic-640.webp',
  resalePrice: 15_000 + index,
  location: 'Austin, TX',
  year: 2019,
  mileage: 40_000,
  listedAt: '2026-03-05T10:15:00.000Z',
});

const profile: Profile = {
  _id: 'seller-1',
  name: 'Dana Motors',
  memberSince: '2024-03-09T10:00:00.000Z',
  verified: true,
  replyTimeMinutes: 95,
  rating: { average: 4.7, count: 12 },
  soldCount: 31,
  listings: { listings: [listing(1), listing(2)], total: 12, page: 1, pageSize: 10 },
  reviews: {
    reviews: [
      {
        _id: 'review-1',
        sellerId: 'seller-1',
        buyerId: 'buyer-1',
        buyerName: 'Sam Lee',
        carName: '2018 Toyota Camry SE',
        rating: 5,
        text: 'Straight answers and a clean car.',
        createdAt: '2026-03-02T15:00:00.000Z',
        editedAt: null,
        reply: null,
        reportedByYou: false,
      },
    ],
    total: 12,
    page: 1,
    pageSize: 10,
  },
  reportedByYou: false,
};

function renderProfile(answer: Profile | Response) {
  mockFetch({
    '/api/auth/get-session': sessionResponse(null),
    '/api/sellers/seller-1': answer instanceof Response ? answer : jsonResponse(answer),
    '/api/sellers/seller-1/listings': jsonResponse({
      listings: [listing(11), listing(12)],
      total: 12,
      page: 2,
      pageSize: 10,
    }),
  });
  return renderWithProviders(<SellerProfile id="seller-1" reviews={<p>The reviews list</p>} />, {
    path: '/sellers/seller-1',
  });
}

afterEach(() => setPageLanguage('en'));

describe('SellerProfile', () => {
  it('speaks Spanish on a Spanish page, the month of joining too', async () => {
    setPageLanguage('es');
    await act(async () => {
      renderProfile(profile);
    });
    expect(await screen.findByRole('heading', { name: 'Reseñas de compradores' })).toBeInTheDocument();
    expect(screen.getByText('Miembro desde')).toBeInTheDocument();
    expect(screen.getByText('marzo de 2024')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Autos en venta' })).toBeInTheDocument();
  });

  it('shows who the seller is, how they answer, their rating and sales, and what verified means', async () => {
    renderProfile(profile);
    expect(await screen.findByRole('heading', { level: 1, name: /Dana Motors/ })).toBeInTheDocument();
    expect(screen.getByText('March 2024')).toBeInTheDocument();
    expect(screen.getByText('Usually replies within 2 hours')).toBeInTheDocument();
    expect(screen.getByText('31')).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Verified: a Second Gear administrator checked this seller and marked their account verified.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('The reviews list')).toBeInTheDocument();

    const structured = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(nodesOfType(structured, 'Person')[0]).toMatchObject({ name: 'Dana Motors' });
    expect(nodesOfType(structured, 'AggregateRating')).toEqual([
      expect.objectContaining({ ratingValue: 4.7, reviewCount: 12 }),
    ]);
    expect(nodesOfType(structured, 'Review')).toEqual([
      expect.objectContaining({ author: { '@type': 'Person', name: 'Sam Lee' } }),
    ]);
    expect(document.title).toBe('Dana Motors, seller on Second Gear');
  });

  it('says when there are too few reviews or conversations to tell, and that an unverified seller is unchecked', async () => {
    renderProfile({ ...profile, verified: false, replyTimeMinutes: null, rating: null });
    expect(await screen.findByText('Not enough recent conversations to tell')).toBeInTheDocument();
    expect(screen.getByText(/Not enough reviews yet for a rating/)).toBeInTheDocument();
    expect(screen.getByText(/no administrator has checked this seller/)).toBeInTheDocument();
    const structured = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(nodesOfType(structured, 'AggregateRating')).toEqual([]);
  });

  it('pages through the cars for sale', async () => {
    renderProfile(profile);
    const cars = await screen.findByRole('list', { name: 'Cars for sale' });
    expect(within(cars).getByRole('link', { name: '2019 Honda Civic 1' })).toHaveAttribute(
      'href',
      '/cars/car-1',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Older cars' }));
    expect(await screen.findByRole('link', { name: '2019 Honda Civic 12' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('says so when there is no such seller', async () => {
    renderProfile(jsonResponse({ error: 'NOT_FOUND', message: 'There is no such seller.' }, 404));
    expect(await screen.findByRole('heading', { name: 'There is no such seller.' })).toBeInTheDocument();
  });
});

describe('reporting the seller', () => {
  function renderSignedIn(accountId: string, reported: () => boolean) {
    localStorage.setItem('accessToken', 'token-1');
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/accounts/me': jsonResponse({
        _id: accountId,
        username: 'Sam Lee',
        userEmail: sam.email,
        phone: null,
        location: null,
        accountStatus: 'buyer',
        sellerStatus: null,
        language: null,
      }),
      '/api/sellers/seller-1': () => jsonResponse({ ...profile, reportedByYou: reported() }),
      '/api/users/seller-1/report': jsonResponse({ ok: true }),
    });
    renderWithProviders(<SellerProfile id="seller-1" reviews={<p>The reviews list</p>} />, {
      path: '/sellers/seller-1',
    });
    return fetchMock;
  }

  it('lets a signed-in visitor report the seller with a reason, and then says Reported', async () => {
    const user = userEvent.setup();
    let reported = false;
    const fetchMock = renderSignedIn('account-sam', () => reported);

    await user.click(await screen.findByRole('button', { name: 'Report Dana Motors' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report Dana Motors' });
    await user.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    reported = true;
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByRole('button', { name: 'Reported Dana Motors' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(callsOf(fetchMock)).toContain('POST /api/users/seller-1/report');
  });

  it('says Reported at once when the server says this reader reported the seller before', async () => {
    renderSignedIn('account-sam', () => true);
    expect(await screen.findByRole('button', { name: 'Reported Dana Motors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report Dana Motors' })).not.toBeInTheDocument();
  });

  it('offers no Report to the seller on their own profile', async () => {
    const fetchMock = renderSignedIn('seller-1', () => false);
    expect(await screen.findByRole('heading', { level: 1, name: /Dana Motors/ })).toBeInTheDocument();
    await waitFor(() => expect(callsOf(fetchMock)).toContain('GET /api/accounts/me'));
    // The account's answer has been read: the page stays without the button.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('offers no Report to a signed-out visitor', async () => {
    renderProfile(profile);
    expect(await screen.findByRole('heading', { level: 1, name: /Dana Motors/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });
});
