// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FirstViewData } from './app/first-view-data';
import { isPage, nowherePath, renderFirstView } from './prerender';
import { sam } from './test/auth';
import { carAnswer, searchAnswer, sellerAnswer } from './test/first-view-answers';

// The server renders these pages in Node, where no window, document or storage exists: a component that reads one
// while rendering makes the server fall back to an empty page (first-view.test.tsx takes the result over in a browser).

describe('the search page rendered with its cars, on the server', () => {
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
});

describe('a car page rendered with its car, on the server', () => {
  const data: FirstViewData = { page: 'car', id: 'car-1', answer: carAnswer };

  it('has the car, its head tags and its first photo fetched early in its document', async () => {
    const view = await renderFirstView('/cars/car-1', { data, origin: 'https://second-gear.example' });

    expect(view.head).toContain('<title>2018 Toyota Camry SE — Second Gear</title>');
    expect(view.head).toContain('<link rel="canonical" href="https://second-gear.example/cars/car-1"/>');
    expect(view.head).toContain(
      '<link rel="alternate" hrefLang="es" href="https://second-gear.example/cars/car-1?lang=es"/>',
    );
    expect(view.head).toContain(
      '<link rel="alternate" hrefLang="x-default" href="https://second-gear.example/cars/car-1"/>',
    );
    expect(view.root).toContain('"@type":"Car"');
    expect(view.head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/uploads\/cars\/camry-320\.webp/);
    expect(view.root).toContain('2018 Toyota Camry SE');
    expect(view.root).toContain('$12,500');
    expect(view.root).toContain('Sign in to see the seller’s phone and e-mail.');
  });
});

describe('a car page drawn for who is signed in', () => {
  it("gives a visitor sign-in links that bring them back to the car, without the app's scripts", async () => {
    const data: FirstViewData = { page: 'car', id: 'car-1', answer: carAnswer, session: null };
    const view = await renderFirstView('/cars/car-1', { data, origin: 'https://second-gear.example' });

    const links = view.root.matchAll(/<a [^>]*href="\/login\?from=%2Fcars%2Fcar-1"[^>]*>([^<]+)<\/a>/g);
    expect([...links].map((link) => link[1])).toEqual([
      'Book',
      'Report',
      'Book a test drive',
      'Make an offer',
      'Message seller',
    ]);
    expect(view.root).toContain('>Sign in</a>');
  });

  it('gives a signed-in visitor their own controls from the first paint', async () => {
    const data: FirstViewData = { page: 'car', id: 'car-1', answer: carAnswer, session: { user: sam } };
    const view = await renderFirstView('/cars/car-1', { data, origin: 'https://second-gear.example' });

    expect(view.root).not.toContain('Sign in to book');
    expect(view.root).not.toContain('href="/login');
    expect(view.root).toMatch(
      /<button type="button" class="btn btn-primary" aria-label="Book 2018 Toyota Camry SE"/,
    );
    expect(view.root).toContain('>Dashboard</a>');
    expect(view.root).toContain('>Sign Out</button>');
  });
});

describe("the app's pages, as the server asks for them", () => {
  it.each([
    '/',
    '/home',
    '/login',
    '/signup',
    '/blog',
    '/cars',
    '/cars/car-1',
    '/compare',
    '/deal-ratings',
    '/forgot-password',
    '/carModels/Sedan',
    '/dashboard',
    '/dashboard/addProduct',
    '/dashboard/MyOrders',
    '/dashboard/payment/booking-1',
    '/dashboard/messages/conversation-1',
  ])('has a page at %s', (path) => {
    expect(isPage(path)).toBe(true);
  });

  it.each(['/nowhere', '/cars/car-1/more', '/dashboard/nowhere', nowherePath])('has none at %s', (path) => {
    expect(isPage(path)).toBe(false);
  });
});

describe("a seller's profile rendered with its answer, on the server", () => {
  const data: FirstViewData = { page: 'seller', id: 'seller-1', answer: sellerAnswer };

  it('has the seller, their first reviews and their structured data in its document', async () => {
    const view = await renderFirstView('/sellers/seller-1', { data, origin: 'https://second-gear.example' });

    expect(view.head).toContain('<title>Dana Motors, seller on Second Gear</title>');
    expect(view.head).toContain(
      '<link rel="canonical" href="https://second-gear.example/sellers/seller-1"/>',
    );
    expect(view.root).toMatch(
      /"@type":"AggregateRating","itemReviewed":\{[^}]*\},"ratingValue":4\.7,"reviewCount":3/,
    );
    expect(view.root).toContain('Straight answers \\u003c/script> and a clean car.');
    expect(view.root).toContain('Usually replies within 2 hours');
    expect(view.root).toContain('Straight answers');
    expect(view.root).not.toContain('Loading reviews');
  });
});
