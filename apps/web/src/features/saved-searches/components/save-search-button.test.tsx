import type { SavedSearch } from '@second-gear/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { readSearchAddress } from '../../../entities/search-query/search-state';
import { pendingSavedSearch, rememberPendingSavedSearch } from '../pending-saved-search';
import { SaveSearchButton } from './save-search-button';

const address = 'make=Honda&priceMax=15000';
const query = readSearchAddress(address).query;

function savedFixture(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    _id: '5d0f2b8e-3c4a-4f7e-9a1b-2c3d4e5f6a7b',
    name: 'Honda under $15,000',
    query: address,
    frequency: 'daily',
    timeZone: 'America/Chicago',
    createdAt: '2026-03-01T12:00:00.000Z',
    lastVisitedAt: '2026-03-01T12:00:00.000Z',
    newCount: 0,
    ...overrides,
  };
}

const methodOf = (call: unknown[]) => (call[1] as RequestInit | undefined)?.method ?? 'GET';
const lastMethod = (fetchMock: { mock: { calls: unknown[][] } }) =>
  methodOf(fetchMock.mock.calls.at(-1) ?? []);

afterEach(() => sessionStorage.clear());

/** The button once the account is known: before, it holds its place without doing anything. */
async function usableButton(): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: 'Save this search' });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

describe('SaveSearchButton', () => {
  it('is not offered for a search with neither keyword nor filter', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderWithProviders(
      <>
        <SaveSearchButton query={readSearchAddress('sort=price_asc').query} />
        <p>Rendered</p>
      </>,
    );
    expect(await screen.findByText('Rendered')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
  });

  it('holds its place, not yet usable, while the account is looked up, so the results do not move', async () => {
    let answerSession: (response: Response) => void = () => undefined;
    mockFetch({
      '/api/auth/get-session': () => new Promise<Response>((resolve) => (answerSession = resolve)),
    });
    renderWithProviders(<SaveSearchButton query={query} />, { path: `/cars?${address}` });

    expect(await screen.findByRole('button', { name: 'Save this search' })).toBeDisabled();
    answerSession(sessionResponse(null));
    expect(await usableButton()).toBeVisible();
  });

  it('sends a visitor to sign in, remembering the search to save on their return', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderWithProviders(<SaveSearchButton query={query} />, {
      path: `/cars?${address}`,
      routes: [{ path: '/login', element: <p>Sign in</p> }],
    });

    await user.click(await usableButton());

    expect(await screen.findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/cars', search: `?${address}` } });
    expect(pendingSavedSearch()).toBe(address);
  });

  it('opens the form for a buyer back from signing in, and saves with the name, frequency and time zone', async () => {
    const user = userEvent.setup();
    rememberPendingSavedSearch(address);
    let list: SavedSearch[] = [];
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/saved-searches': () => {
        if (lastMethod(fetchMock) !== 'POST') return jsonResponse(list);
        list = [savedFixture({ name: 'Cheap Hondas', frequency: 'weekly' })];
        return jsonResponse(list[0]);
      },
    });
    renderWithProviders(<SaveSearchButton query={query} />, { path: `/cars?${address}` });

    const dialog = await screen.findByRole('dialog', { name: 'Save this search' });
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Honda under $15,000');
    expect(name).toHaveFocus();
    expect(pendingSavedSearch()).toBeNull();
    await user.clear(name);
    await user.type(name, 'Cheap Hondas');
    await user.click(screen.getByRole('radio', { name: /Weekly/ }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Saved as “Cheap Hondas”.');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'your saved searches' })).toHaveAttribute(
      'href',
      '/dashboard/saved-searches',
    );
    expect(screen.getByRole('link', { name: /Search saved/ })).toBeInTheDocument();
    const post = (fetchMock.mock.calls as unknown[][]).find((call) => methodOf(call) === 'POST')!;
    expect(bodyOf(post)).toEqual({
      name: 'Cheap Hondas',
      query: address,
      frequency: 'weekly',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows the server’s refusal in the form, which stays open; Escape closes it', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/saved-searches': () => {
        return lastMethod(fetchMock) === 'POST'
          ? jsonResponse(
              { error: 'CONFLICT', message: 'You can keep up to 25 saved searches: delete one first.' },
              409,
            )
          : jsonResponse([]);
      },
    });
    renderWithProviders(<SaveSearchButton query={query} />, { path: `/cars?${address}` });
    const open = await usableButton();
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can keep up to 25 saved searches: delete one first.',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/saved-searches')).toHaveLength(1);
  });

  it('asks for a name before saving', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/saved-searches': () => jsonResponse([]),
    });
    renderWithProviders(<SaveSearchButton query={query} />, { path: `/cars?${address}` });
    const open = await usableButton();
    await user.click(open);
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save search' }));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      /Give the search a name/,
    );
    expect(callsOf(fetchMock)).not.toContain('POST /api/saved-searches');
  });

  it('shows a search already saved as saved', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { buyer: true }),
      '/api/saved-searches': () => jsonResponse([savedFixture({ name: 'Cheap Hondas' })]),
    });
    renderWithProviders(<SaveSearchButton query={readSearchAddress('priceMax=15000&make=honda').query} />);
    expect(await screen.findByRole('link', { name: /Search saved as “Cheap Hondas”/ })).toHaveAttribute(
      'href',
      '/dashboard/saved-searches',
    );
  });

  it('tells a seller that saved searches are for buyers', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { seller: true }),
    });
    renderWithProviders(<SaveSearchButton query={query} />);
    await user.click(await usableButton());
    expect(screen.getByRole('status')).toHaveTextContent('Saved searches are for buyers');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsOf(fetchMock).some((call) => call.includes('/api/saved-searches'))).toBe(false);
  });
});
