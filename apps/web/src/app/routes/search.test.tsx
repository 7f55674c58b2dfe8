import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { searchAnswerFixture, searchCarFixture } from '../../test/cars';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { SearchRoutePage } from './search';

/** A server whose search answers `reply(query string)`; every address it was asked for is kept. */
function searchServer(reply: (search: string) => Response) {
  const asked: string[] = [];
  const fetchMock = mockFetch({
    '/api/auth/get-session': sessionResponse(null),
    '/api/search': () => {
      const url = String(fetchMock.mock.calls.at(-1)?.[0]);
      const search = new URL(url, 'http://localhost').search.slice(1);
      asked.push(search);
      return reply(search);
    },
  });
  return asked;
}

describe('SearchPage', () => {
  it('asks the server for the search in the address and shows the total and the cars with their deal', async () => {
    const asked = searchServer(() => jsonResponse(searchAnswerFixture()));
    renderWithProviders(<SearchRoutePage />, { path: '/cars?make=Honda&priceMax=20000' });

    expect(await screen.findByRole('heading', { name: '1,234 cars' })).toBeInTheDocument();
    expect(asked).toEqual(['make=Honda&priceMax=20000']);
    const link = screen.getByRole('link', { name: '2019 Honda Civic EX' });
    expect(link).toHaveAttribute('href', '/cars/car-1');
    const card = link.closest('article')!;
    expect(within(card).getByText('Great deal: $1,200 below expected')).toBeInTheDocument();
    expect(within(card).getByText('41,000 mi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Honda' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Up to $20,000' })).toBeInTheDocument();
  });

  it("names a dealership's car's dealership on its card, linking to its storefront", async () => {
    searchServer(() =>
      jsonResponse(
        searchAnswerFixture({
          cars: [searchCarFixture({ dealer: { slug: 'lone-star-auto', name: 'Lone Star Auto' } })],
        }),
      ),
    );
    renderWithProviders(<SearchRoutePage />, { path: '/cars' });

    const dealer = await screen.findByRole('link', { name: 'Lone Star Auto' });
    expect(dealer).toHaveAttribute('href', '/dealers/lone-star-auto');
    expect(dealer.closest('article')).toBe(
      screen.getByRole('link', { name: '2019 Honda Civic EX' }).closest('article'),
    );
  });

  it('searches one dealership from dealer= in the address, shown as a filter to remove', async () => {
    const user = userEvent.setup();
    const asked = searchServer(() => jsonResponse(searchAnswerFixture()));
    const { router } = renderWithProviders(<SearchRoutePage />, { path: '/cars?dealer=lone-star-auto' });
    await screen.findByRole('heading', { name: '1,234 cars' });
    expect(asked).toEqual(['dealer=lone-star-auto']);

    await user.click(screen.getByRole('button', { name: 'Remove filter: Dealership: lone-star-auto' }));
    expect(router.state.location.search).toBe('');
  });

  it('writes a change into the address, a chip removes its filter, and Clear all the rest', async () => {
    const user = userEvent.setup();
    searchServer(() => jsonResponse(searchAnswerFixture()));
    const { router } = renderWithProviders(<SearchRoutePage />, { path: '/cars?make=Honda&priceMax=20000' });
    await screen.findByRole('heading', { name: '1,234 cars' });

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Best deal');
    expect(router.state.location.search).toBe('?make=Honda&priceMax=20000&sort=best_deal');
    await user.click(screen.getByRole('button', { name: 'Remove filter: Honda' }));
    expect(router.state.location.search).toBe('?priceMax=20000&sort=best_deal');
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(router.state.location.search).toBe('?sort=best_deal');
  });

  it('shows the server’s refusal beside the field it names', async () => {
    searchServer(() =>
      jsonResponse({ error: 'BAD_REQUEST', message: 'zip 00000 is not a US ZIP code we know' }, 400),
    );
    renderWithProviders(<SearchRoutePage />, { path: '/cars?zip=00000' });
    expect(await screen.findAllByText('zip 00000 is not a US ZIP code we know')).not.toHaveLength(0);
  });

  it('reports a parameter of the address the contract refuses, and searches without it', async () => {
    const asked = searchServer(() => jsonResponse(searchAnswerFixture()));
    renderWithProviders(<SearchRoutePage />, {
      path: '/cars?make=Honda&priceMin=9000&priceMax=5000&sort=cheapest',
    });
    await screen.findByRole('heading', { name: '1,234 cars' });
    expect(asked).toEqual(['make=Honda&priceMax=5000']);
    // On a phone the price fields are in the closed sheet: the refusals show above the results.
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('priceMin must not be more than priceMax');
    expect(alert).toHaveTextContent('sort must be one of:');
  });

  it('suggests another spelling and the filters to drop when nothing matches', async () => {
    const user = userEvent.setup();
    searchServer((search) =>
      search.startsWith('q=civc')
        ? jsonResponse(searchAnswerFixture({ total: 0, cars: [], didYouMean: 'civic' }))
        : jsonResponse(searchAnswerFixture()),
    );
    const { router } = renderWithProviders(<SearchRoutePage />, { path: '/cars?q=civc&make=Toyota' });
    expect(await screen.findByText('No cars match this search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Any make (1,234 cars)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'civic' }));
    expect(router.state.location.search).toBe('?q=civic&make=Toyota');
  });

  it('marks the cars listed since the saved search was last opened, and hearts every card', async () => {
    searchServer(() =>
      jsonResponse(
        searchAnswerFixture({
          total: 2,
          cars: [
            searchCarFixture({ _id: 'car-new', trim: 'Sport', listedAt: '2026-03-06T09:00:00.000Z' }),
            searchCarFixture({ _id: 'car-old', listedAt: '2026-03-04T09:00:00.000Z' }),
          ],
        }),
      ),
    );
    renderWithProviders(<SearchRoutePage />, {
      path: '/cars?make=Honda',
      state: { newSince: '2026-03-05T12:00:00.000Z' },
    });
    const fresh = (await screen.findByRole('link', { name: '2019 Honda Civic Sport' })).closest('article')!;
    const older = screen.getByRole('link', { name: '2019 Honda Civic EX' }).closest('article')!;
    expect(within(fresh).getByText('New')).toBeInTheDocument();
    expect(within(older).queryByText('New')).not.toBeInTheDocument();
    expect(screen.getByText(/Cars listed since your previous visit/)).toBeInTheDocument();
    expect(within(fresh).getByRole('button', { name: 'Save 2019 Honda Civic Sport' })).toBeInTheDocument();
    expect(within(older).getByRole('button', { name: 'Save 2019 Honda Civic EX' })).toBeInTheDocument();
  });

  it('marks nothing new when the address alone is shared', async () => {
    searchServer(() => jsonResponse(searchAnswerFixture()));
    renderWithProviders(<SearchRoutePage />, { path: '/cars?make=Honda' });
    const card = (await screen.findByRole('link', { name: '2019 Honda Civic EX' })).closest('article')!;
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText(/Cars listed since your previous visit/)).not.toBeInTheDocument();
  });

  it('opens the filters in a sheet on a phone, whose button shows how many cars they leave', async () => {
    const user = userEvent.setup();
    searchServer(() => jsonResponse(searchAnswerFixture()));
    renderWithProviders(<SearchRoutePage />, { path: '/cars?make=Honda' });
    await screen.findByRole('heading', { name: '1,234 cars' });
    await user.click(screen.getByRole('button', { name: 'Filters (1)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('checkbox', { name: 'Honda, 1,200 cars' })).toBeChecked();
    await user.click(within(sheet).getByRole('button', { name: 'Show 1,234 cars' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
