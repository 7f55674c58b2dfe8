import type { SavedSearch } from '@second-gear/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { SavedSearchesList } from './saved-searches-list';

const hondaId = '5d0f2b8e-3c4a-4f7e-9a1b-2c3d4e5f6a7b';
const suvId = '7e1a3c9d-2b4f-4a6e-8c1d-3e5f7a9b1c2d';

const methodOfCall = (call: unknown[]) => (call[1] as RequestInit | undefined)?.method ?? 'GET';

function savedFixture(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    _id: hondaId,
    name: 'Cheap Hondas',
    query: 'make=Honda&priceMax=15000',
    frequency: 'daily',
    timeZone: 'America/Chicago',
    createdAt: '2026-03-01T12:00:00.000Z',
    lastVisitedAt: '2026-03-01T12:00:00.000Z',
    newCount: 3,
    ...overrides,
  };
}

/** A server keeping `list`, answering each saved-search call as the API does; every call's method and body kept. */
function savedSearchesServer(initial: SavedSearch[]) {
  let list = initial;
  const calls = () => fetchMock.mock.calls as unknown[][];
  const methodOf = () => methodOfCall(calls().at(-1) ?? []);
  const bodyOfLast = () => bodyOf(calls().at(-1) ?? []) as Partial<SavedSearch>;
  const one = (id: string) => () => {
    const method = methodOf();
    if (method === 'DELETE') {
      list = list.filter((entry) => entry._id !== id);
      return jsonResponse({ deletedCount: 1 });
    }
    list = list.map((entry) => (entry._id === id ? { ...entry, ...bodyOfLast() } : entry));
    return jsonResponse(list.find((entry) => entry._id === id));
  };
  const fetchMock = mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { buyer: true }),
    '/api/saved-searches': () => jsonResponse(list),
    [`/api/saved-searches/${hondaId}`]: one(hondaId),
    [`/api/saved-searches/${suvId}`]: one(suvId),
    [`/api/saved-searches/${hondaId}/visit`]: () => {
      const before = list.find((entry) => entry._id === hondaId)!;
      list = list.map((entry) =>
        entry._id === hondaId ? { ...entry, newCount: 0, lastVisitedAt: '2026-03-08T09:00:00.000Z' } : entry,
      );
      return jsonResponse({ savedSearch: list[0], newSince: before.lastVisitedAt });
    },
  });
  return fetchMock;
}

describe('SavedSearchesList', () => {
  it('shows each search with its filters in words, its frequency and how many cars are new', async () => {
    savedSearchesServer([
      savedFixture(),
      savedFixture({ _id: suvId, name: 'SUVs near me', query: 'bodyType=SUV&zip=98101', newCount: 0 }),
    ]);
    renderWithProviders(<SavedSearchesList />);

    const honda = (await screen.findByRole('heading', { name: 'Cheap Hondas' })).closest('li')!;
    expect(within(honda).getByText('Honda · Up to $15,000')).toBeInTheDocument();
    expect(within(honda).getByText(/3 new/)).toHaveTextContent('3 new cars since your last visit');
    expect(within(honda).getByRole('combobox', { name: 'E-mails for “Cheap Hondas”' })).toHaveValue('daily');
    const suv = screen.getByRole('heading', { name: 'SUVs near me' }).closest('li')!;
    expect(within(suv).getByText('SUV · Near 98101')).toBeInTheDocument();
    expect(within(suv).queryByText(/\d+ new/)).not.toBeInTheDocument();
  });

  it('changes the frequency in place and renames a search', async () => {
    const user = userEvent.setup();
    const fetchMock = savedSearchesServer([savedFixture()]);
    renderWithProviders(<SavedSearchesList />);

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'E-mails for “Cheap Hondas”' }),
      'Instantly',
    );
    expect(await screen.findByText('“Cheap Hondas” now e-mails instantly.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename “Cheap Hondas”' }));
    const name = screen.getByRole('textbox', { name: 'New name for “Cheap Hondas”' });
    expect(name).toHaveFocus();
    await user.clear(name);
    await user.type(name, 'Hondas for Alex{Enter}');
    expect(await screen.findByRole('heading', { name: 'Hondas for Alex' })).toBeInTheDocument();

    const patches = (fetchMock.mock.calls as unknown[][]).filter((call) => methodOfCall(call) === 'PATCH');
    expect(patches.map(bodyOf)).toEqual([
      { frequency: 'instant', alertsOn: true },
      { name: 'Hondas for Alex' },
    ]);
  });

  it('shows a search whose e-mails were turned off as Off, and turns them on again with a frequency', async () => {
    const user = userEvent.setup();
    const fetchMock = savedSearchesServer([savedFixture({ alertsOn: false })]);
    renderWithProviders(<SavedSearchesList />);

    const select = await screen.findByRole('combobox', { name: 'E-mails for “Cheap Hondas”' });
    expect(select).toHaveValue('off');
    expect(screen.getByText(/No e-mails/)).toBeInTheDocument();
    await user.selectOptions(select, 'Weekly');
    expect(await screen.findByText('“Cheap Hondas” now e-mails weekly.')).toBeInTheDocument();
    await user.selectOptions(select, 'Off');
    expect(await screen.findByText('“Cheap Hondas” sends no more e-mails.')).toBeInTheDocument();

    const patches = (fetchMock.mock.calls as unknown[][]).filter((call) => methodOfCall(call) === 'PATCH');
    expect(patches.map(bodyOf)).toEqual([{ frequency: 'weekly', alertsOn: true }, { alertsOn: false }]);
  });

  it('deletes a search only once confirmed', async () => {
    const user = userEvent.setup();
    const fetchMock = savedSearchesServer([savedFixture()]);
    renderWithProviders(<SavedSearchesList />);

    await user.click(await screen.findByRole('button', { name: 'Delete “Cheap Hondas”' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Cheap Hondas”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsOf(fetchMock)).not.toContain(`DELETE /api/saved-searches/${hondaId}`);

    await user.click(screen.getByRole('button', { name: 'Delete “Cheap Hondas”' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Cheap Hondas”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('No saved searches yet.')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain(`DELETE /api/saved-searches/${hondaId}`);
  });

  it('opens a search with the instant of the previous visit in the history state, not in the address', async () => {
    const user = userEvent.setup();
    const fetchMock = savedSearchesServer([savedFixture()]);
    const { router } = renderWithProviders(<SavedSearchesList />, {
      path: '/dashboard/saved-searches',
      routes: [{ path: '/cars', element: <p>Search page</p> }],
    });

    await user.click(await screen.findByRole('button', { name: 'Show cars for “Cheap Hondas”' }));

    expect(await screen.findByText('Search page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?make=Honda&priceMax=15000');
    expect(router.state.location.state).toEqual({ newSince: '2026-03-01T12:00:00.000Z' });
    expect(callsOf(fetchMock)).toContain(`POST /api/saved-searches/${hondaId}/visit`);
  });

  it('explains how to save a search when there is none', async () => {
    savedSearchesServer([]);
    renderWithProviders(<SavedSearchesList />);
    expect(await screen.findByText(/press “Save this search”/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Find a car' })).toHaveAttribute('href', '/cars'),
    );
  });
});
