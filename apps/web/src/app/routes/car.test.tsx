import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, roleAnswers, sam, sessionResponse } from '../../test/auth';
import { carFixture } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { CarPage } from '../../features/car-page/components/car-page';
import { Gallery } from '../../features/car-page/components/gallery';
import { carPageWidgets } from './car';

const publicCar = {
  ...carFixture({ vin: '1HGCM82633A004352', sellerStatus: 'verified' }),
  sellerEmail: undefined,
  phone: undefined,
  signedIn: false,
  reportedByYou: false,
  replyTimeMinutes: null,
  dealRating: { band: 'good' as const, expectedPrice: 13_000, percent: -3.8, comparables: 5 },
  sellerRating: null,
  monthlyPayment: 227,
  finance: { apr: 7.9, termMonths: 60, downPercent: 10 },
  priceHistory: [
    { price: 13000, at: '2026-03-01T10:00:00.000Z' },
    { price: 12500, at: '2026-03-05T10:15:00.000Z' },
  ],
  similar: [
    {
      _id: 'car-2',
      image: '/uploads/cars/civic-640.webp',
      productName: '2017 Honda Civic LX',
      model: 'Sedan',
      resalePrice: 11900,
      make: 'Honda',
      modelName: 'Civic',
      year: 2017,
      mileage: 70_100,
      location: 'Dallas, TX',
      priceDrop: null,
      reservedUntil: null,
    },
  ],
};

function renderPage() {
  return renderWithProviders(<CarPage id="car-1" widgets={carPageWidgets} />, {
    path: '/cars/car-1',
    routes: [{ path: '/login', element: <p>Login page</p> }],
  });
}

describe('CarPage', () => {
  it("links the seller's name to their profile and shows their rating from three reviews", async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/cars/car-1': jsonResponse({
        ...publicCar,
        sellerId: 'seller-1',
        sellerRating: { average: 4.7, count: 12 },
      }),
    });
    renderPage();

    expect(await screen.findByRole('link', { name: 'Sam Lee' })).toHaveAttribute('href', '/sellers/seller-1');
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it("shows a dealership's car as sold by the dealership, linking to its storefront", async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/cars/car-1': jsonResponse({
        ...publicCar,
        sellerId: 'seller-1',
        dealer: { slug: 'lone-star-auto', name: 'Lone Star Auto' },
      }),
    });
    renderPage();

    expect(await screen.findByRole('link', { name: 'Lone Star Auto' })).toHaveAttribute(
      'href',
      '/dealers/lone-star-auto',
    );
    expect(screen.queryByRole('link', { name: 'Sam Lee' })).not.toBeInTheDocument();
  });

  it('says how quickly the seller usually replies once the server gives a figure', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/cars/car-1': jsonResponse({ ...publicCar, replyTimeMinutes: 42 }),
    });
    renderPage();

    expect(await screen.findByText('Usually replies within an hour')).toBeInTheDocument();
  });

  it('shows a signed-out visitor every field, the history and similar cars, and asks them to sign in to book', async () => {
    const user = userEvent.setup();
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/cars/car-1': jsonResponse(publicCar),
    });
    renderPage();

    expect(
      await screen.findByRole('heading', { level: 1, name: '2018 Toyota Camry SE' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Toyota Camry SE')).toBeInTheDocument();
    expect(screen.getByText('1HGCM82633A004352')).toBeInTheDocument();
    expect(screen.getByText('Sign in to see the seller’s phone and e-mail.')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Price history' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Mar 5, 2026$12,500', 'Mar 1, 2026$13,000']);
    expect(screen.getByRole('link', { name: '2017 Honda Civic LX' })).toHaveAttribute('href', '/cars/car-2');
    // The financing feature's calculator, starting from the server's estimate.
    const calculator = screen.getByRole('region', { name: 'Monthly payment' });
    expect(within(calculator).getByText('$227/mo')).toBeInTheDocument();
    expect(document.title).toBe('2018 Toyota Camry SE — Second Gear');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(jsonLd).toMatchObject({
      '@type': 'Car',
      vehicleIdentificationNumber: '1HGCM82633A004352',
      offers: { '@type': 'Offer', price: 12500, priceCurrency: 'USD' },
    });

    await user.click(screen.getByRole('link', { name: 'Book 2018 Toyota Camry SE' }));
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });

  it('offers "Reserve for" the server\'s deposit, opening the card form, and shows a reserved car as reserved', async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', 'token-1');
    const terms = { deposit: 300, hours: 72, balance: 12_200, reservable: true, reason: null };
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': jsonResponse([]),
      '/api/cars/car-1': () => jsonResponse({ ...publicCar, signedIn: true }),
      '/api/cars/car-1/reservation-terms': () => jsonResponse(terms),
      '/api/paymentProvider': jsonResponse({
        kind: 'sandbox',
        publishableKey: 'pk',
        apiBase: '/stripe-sandbox',
      }),
      '/api/reservations': () =>
        jsonResponse({
          _id: 'r-1',
          clientSecret: 'pi_1_secret_2',
          amount: 300,
          expiresAt: '2026-11-29T10:00:00.000Z',
        }),
    });
    const { queryClient } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Reserve for $300' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reserve 2018 Toyota Camry SE' });
    expect(await within(dialog).findByRole('button', { name: 'Reserve for $300' })).toBeInTheDocument();

    // The car turns reserved while the form is open (its own success, arriving live): the form stays, not made anew.
    const until = '2026-11-29T10:00:00.000Z';
    const reservedAnswers = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': jsonResponse([]),
      '/api/cars/car-1': () => jsonResponse({ ...publicCar, signedIn: true, reservedUntil: until }),
      '/api/cars/car-1/reservation-terms': () =>
        jsonResponse({ ...terms, reservable: false, reason: 'It is reserved until then.' }),
      '/api/paymentProvider': jsonResponse({
        kind: 'sandbox',
        publishableKey: 'pk',
        apiBase: '/stripe-sandbox',
      }),
    });
    await queryClient.invalidateQueries({ queryKey: ['car-page'] });
    expect(await screen.findByText(/^Reserved until/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reserve 2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(callsOf(reservedAnswers)).not.toContain('POST /api/reservations');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Reserve for/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('joins in the other features: the heart, "Message seller", the booking form and the report', async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', 'token-1');
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': jsonResponse([]),
      '/api/cars/car-1': jsonResponse({
        ...publicCar,
        sellerEmail: 'maya.patel@example.com',
        phone: '+1 512 555 0100',
        signedIn: true,
      }),
      '/api/accounts/me': jsonResponse({
        _id: 'account-sam',
        username: 'Sam Lee',
        userEmail: sam.email,
        phone: '+1 415 555 0199',
        location: 'San Francisco',
        accountStatus: 'buyer',
        sellerStatus: null,
      }),
      '/api/reportedItems': jsonResponse({ acknowledged: true, insertedId: 'report-1' }),
    });
    renderPage();

    expect(await screen.findByRole('button', { name: 'Save 2018 Toyota Camry SE' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message seller' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book 2018 Toyota Camry SE' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book 2018 Toyota Camry SE' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Report 2018 Toyota Camry SE' }));
    const report = await screen.findByRole('dialog', { name: 'Report 2018 Toyota Camry SE' });
    await user.click(within(report).getByRole('radio', { name: 'Scam or fraud' }));
    await user.click(within(report).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('button', { name: 'Reported 2018 Toyota Camry SE' })).toBeDisabled();
    expect(callsOf(fetchMock)).toContain('POST /api/reportedItems');
  });

  it('shows a car its reader reported before as Reported, from the server, as after a reload', async () => {
    localStorage.setItem('accessToken', 'token-1');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': jsonResponse([]),
      '/api/cars/car-1': jsonResponse({ ...publicCar, signedIn: true, reportedByYou: true }),
    });
    renderPage();

    expect(await screen.findByRole('button', { name: 'Reported 2018 Toyota Camry SE' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Report 2018 Toyota Camry SE' })).not.toBeInTheDocument();
  });

  it('makes an offer from the car page and opens the conversation where it waits', async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', 'token-1');
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/favorites': jsonResponse([]),
      '/api/cars/car-1': jsonResponse({
        ...publicCar,
        sellerEmail: 'maya.patel@example.com',
        signedIn: true,
      }),
      '/api/offers': jsonResponse({
        _id: 'offer-1',
        carId: 'car-1',
        carName: '2018 Toyota Camry SE',
        conversationId: 'conversation-7',
        amount: 11_000,
        askingPrice: publicCar.resalePrice,
        by: 'buyer',
        mine: true,
        state: 'open',
        createdAt: '2026-03-02T15:00:00.000Z',
        expiresAt: '2026-03-04T15:00:00.000Z',
        bookingId: null,
        actions: ['withdraw'],
      }),
    });
    renderWithProviders(<CarPage id="car-1" widgets={carPageWidgets} />, {
      path: '/cars/car-1',
      routes: [{ path: '/dashboard/messages/:id', element: <p>Conversation page</p> }],
    });

    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer for 2018 Toyota Camry SE' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Your offer' }), '11000');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));

    expect(await screen.findByText('Conversation page')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/offers') as unknown[];
    expect(bodyOf(call)).toEqual({ carId: 'car-1', amount: 11_000 });
  });

  it('shows the deal rating with its expected price, and lists the comparables it came from', async () => {
    const user = userEvent.setup();
    const comparable = (id: number, saleStatus: 'available' | 'sold') => ({
      _id: `comparable-${id}`,
      productName: `2018 Toyota Camry LE ${id}`,
      image: '/uploads/cars/camry-640.webp',
      make: 'Toyota',
      modelName: 'Camry',
      trim: 'LE',
      year: 2018,
      mileage: 50_000 + id * 1000,
      resalePrice: 12_000 + id * 250,
      adjustedPrice: 12_100 + id * 250,
      saleStatus,
      location: 'Austin, TX',
    });
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/cars/car-1': jsonResponse(publicCar),
      '/api/cars/car-1/comparables': jsonResponse({
        dealRating: publicCar.dealRating,
        comparables: [1, 2, 3, 4].map((id) => comparable(id, 'available')).concat(comparable(5, 'sold')),
      }),
    });
    renderPage();

    const rating = await screen.findByRole('region', { name: /Deal rating/ });
    expect(within(rating).getByText('Good deal: $500 below expected')).toBeInTheDocument();
    expect(rating).toHaveTextContent('Expected price $13,000: this car is $500 below expected (-3.8 %)');
    await user.click(within(rating).getByRole('button', { name: 'See the 5 comparable cars' }));
    const list = await screen.findByRole('dialog', { name: 'Cars compared with 2018 Toyota Camry SE' });
    expect(await within(list).findByRole('link', { name: '2018 Toyota Camry LE 1' })).toHaveAttribute(
      'href',
      '/cars/comparable-1',
    );
    expect(within(list).getByRole('rowheader', { name: /2018 Toyota Camry LE 5 Sold/ })).toBeInTheDocument();
    expect(within(list).getByText('$13,350')).toBeInTheDocument();
  });

  it('says a car that is gone is no longer listed', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'This car is no longer listed.' })).toBeInTheDocument();
  });
});

describe('Gallery', () => {
  it('moves through the photos with the arrow keys, the buttons and the thumbnails', async () => {
    const user = userEvent.setup();
    const images = ['/uploads/cars/a-640.webp', '/uploads/cars/b-640.webp', '/uploads/cars/c-640.webp'];
    renderWithProviders(<Gallery images={images} name="Camry" />);

    const slide = screen.getByRole('group', { name: 'Camry, photo 1 of 3' });
    slide.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Camry, photo 2 of 3' })).toHaveAttribute('src', images[1]);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: 'Camry, photo 3 of 3' })).toHaveAttribute(
      'srcset',
      expect.stringContaining('c-1280.webp 1280w'),
    );
    await user.click(screen.getByRole('button', { name: 'Show photo 1' }));
    expect(screen.getByRole('button', { name: 'Show photo 1' })).toHaveAttribute('aria-current', 'true');
    await user.click(screen.getByRole('button', { name: 'View full screen' }));
    expect(screen.getByRole('dialog', { name: 'Camry, photo 1 of 3' })).toBeInTheDocument();
  });
});
