import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import {
  bodyOf,
  callsOf,
  deferredResponse,
  headersOf,
  roleAnswers,
  sam,
  sessionResponse,
} from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { AllBuyers } from './all-buyers';

const bea = {
  _id: 'account-1',
  username: 'Bea Buyer',
  userEmail: 'bea@example.com',
  phone: '+1 512 555 0101',
  location: 'Austin, TX',
};
const gus = {
  _id: 'account-2',
  username: 'Gus Google',
  userEmail: 'gus@example.com',
  phone: null,
  location: null,
};

function mockServer(
  buyers: () => Response | Promise<Response>,
  answers: Record<string, () => Response> = {},
) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { admin: true, buyer: true }),
    '/api/buyers': buyers,
    ...answers,
  });
}

function renderAllBuyers({ wide = false } = {}) {
  if (wide) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
  }
  return renderWithProviders(<AllBuyers />, { path: '/dashboard/allBuyers' });
}

afterEach(() => setPageLanguage('en'));

describe('AllBuyers', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    mockServer(() => jsonResponse([bea, gus]));
    renderAllBuyers();

    expect(await screen.findByText('2 compradores.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Todos los compradores' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar a Bea Buyer' })).toBeInTheDocument();
  });

  it('shows pulsing dots while the buyers load, asking with the administrator’s e-mail and token', async () => {
    const answer = deferredResponse();
    const fetchMock = mockServer(() => answer.promise);
    renderAllBuyers();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the buyers');
    const call = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([input]) => String(input) === '/api/buyers');
      expect(found).toBeDefined();
      return found!;
    });
    expect((call as unknown[])[1]).toMatchObject({ method: 'POST' });
    expect(bodyOf(call)).toEqual({ email: sam.email });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    answer.resolve(jsonResponse([bea]));
    expect(await screen.findByRole('heading', { level: 2, name: '1. Bea Buyer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Buyer' })).toBeInTheDocument();
  });

  it('shows a table of number, name, email, phone and location, "not found" for what is missing', async () => {
    mockServer(() => jsonResponse([bea, gus]));
    renderAllBuyers({ wide: true });

    const table = await screen.findByRole('table', { name: 'Buyers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['No.', 'Name', 'Email', 'Phone', 'Location', 'Actions']);
    const [beaRow, gusRow] = within(table).getAllByRole('row').slice(1);
    expect(
      within(beaRow!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'bea@example.com', '+1 512 555 0101', 'Austin, TX', 'Delete']);
    expect(within(gusRow!).getAllByText('not found')).toHaveLength(2);
    expect(within(gusRow!).getByRole('button', { name: 'Delete Gus Google' })).toBeInTheDocument();
    expect(screen.getByText('2 buyers.')).toBeInTheDocument();
  });

  it('shows numbered cards on phones', async () => {
    mockServer(() => jsonResponse([bea, gus]));
    renderAllBuyers();

    const cards = within(await screen.findByRole('list', { name: 'Buyers' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByRole('heading', { name: '2. Gus Google' })).toBeInTheDocument();
    expect(within(cards[1]!).getAllByText('not found')).toHaveLength(2);
    expect(within(cards[0]!).getByText('bea@example.com')).toBeInTheDocument();
  });

  it('says "No Buyer Added Yet !" when there is none', async () => {
    mockServer(() => jsonResponse([]));
    renderAllBuyers();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Buyer Added Yet !' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('deletes a buyer through the seller path after confirming, then says so in a toast', async () => {
    const user = userEvent.setup();
    let deletedYet = false;
    const fetchMock = mockServer(() => jsonResponse(deletedYet ? [gus] : [bea, gus]), {
      '/api/sellers/account-1': () => {
        deletedYet = true;
        return jsonResponse({ deletedCount: 1 });
      },
    });
    renderAllBuyers();
    const deleteBea = await screen.findByRole('button', { name: 'Delete Bea Buyer' });

    await user.click(deleteBea);
    let confirm = screen.getByRole('dialog', { name: 'Delete Bea Buyer?' });
    expect(confirm).toHaveTextContent('bea@example.com will no longer be able to sign in.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleteBea).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('DELETE /api/sellers/account-1');

    await user.click(deleteBea);
    confirm = screen.getByRole('dialog', { name: 'Delete Bea Buyer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Bea Buyer is deleted successfully')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('DELETE /api/sellers/account-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Bea Buyer' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Buyer' })).toHaveFocus();
  });

  it('keeps the confirmation open with the server’s reason when the delete is refused', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([bea]), {
      '/api/sellers/account-1': () =>
        jsonResponse(
          { error: 'CONFLICT', message: 'You cannot delete your own account. Ask another administrator.' },
          409,
        ),
    });
    renderAllBuyers();

    await user.click(await screen.findByRole('button', { name: 'Delete Bea Buyer' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Bea Buyer?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'You cannot delete your own account. Ask another administrator.',
    );
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.queryByText(/deleted successfully/)).not.toBeInTheDocument();
  });

  it('shows a failed load with the server’s reason and a way to try again', async () => {
    const user = userEvent.setup();
    let failing = true;
    mockServer(() =>
      failing
        ? jsonResponse({ error: 'FORBIDDEN', message: 'Only administrators can do this.' }, 403)
        : jsonResponse([bea]),
    );
    renderAllBuyers();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The buyers could not be loaded. Only administrators can do this.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { name: '1. Bea Buyer' })).toBeInTheDocument();
  });
  it('loads 50 at a time: "Load more" follows the Link of the page before and goes once all are shown', async () => {
    const user = userEvent.setup();
    const person = (index: number) => ({ ...bea, _id: `account-${index}`, username: `Buyer ${index}` });
    const firstPage = Array.from({ length: 50 }, (_, index) => person(index + 1));
    const pageAnswer = (url: string) => {
      if (!url.includes('after=')) {
        const response = jsonResponse(firstPage);
        response.headers.set('Link', '</api/buyers?after=page-2>; rel="next"');
        return response;
      }
      return jsonResponse([person(51), person(52)]);
    };
    const fetchMock = mockServer(() => pageAnswer(String(fetchMock.mock.calls.at(-1)![0])));
    renderAllBuyers();

    expect(await screen.findByText('50 buyers shown; more below.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('heading', { level: 2, name: '52. Buyer 52' })).toBeInTheDocument();
    const next = fetchMock.mock.calls.find(([input]) => String(input) === '/api/buyers?after=page-2');
    expect(bodyOf(next!)).toEqual({ email: sam.email });
    expect(screen.getByText('52 buyers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('searches by name or e-mail on the server, and says when nobody matches', async () => {
    const user = userEvent.setup();
    const fetchMock = mockServer(() =>
      jsonResponse(String(fetchMock.mock.calls.at(-1)![0]).includes('q=') ? [] : [bea, gus]),
    );
    renderAllBuyers();
    expect(await screen.findByText('2 buyers.')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search buyers by name or e-mail' }), 'zed@');
    expect(await screen.findByText('No buyer matches “zed@”.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'All Buyer' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain('/api/buyers?q=zed%40');
  });
});
