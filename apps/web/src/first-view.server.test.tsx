// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { FirstViewData } from './app/first-view-data';
import { renderFirstView } from './prerender';
import { carAnswer, searchAnswer } from './test/first-view-answers';

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
    expect(view.head).toMatch(/<link rel="preload" as="image" imageSrcSet="\/uploads\/cars\/camry-320\.webp/);
    expect(view.root).toContain('2018 Toyota Camry SE');
    expect(view.root).toContain('$12,500');
    expect(view.root).toContain('Sign in to see the seller’s phone and e-mail.');
  });
});
