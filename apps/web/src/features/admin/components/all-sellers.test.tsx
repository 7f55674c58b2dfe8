import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { bodyOf, callsOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { modelCarFixture } from '../../../test/cars';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { modelCarsQueryOptions } from '../../../entities/car/api/model-cars';
import { AllSellers } from './all-sellers';

const maya = {
  _id: 'account-1',
  username: 'Maya Patel',
  userEmail: 'maya@example.com',
  phone: '+1 512 555 0142',
  location: 'Austin, TX',
  sellerStatus: 'verified',
};
const carlos = {
  _id: 'account-2',
  username: 'Carlos Rivera',
  userEmail: 'carlos@example.com',
  phone: '+1 720 555 0187',
  location: 'Denver, CO',
  sellerStatus: null,
};

function mockServer(sellers: () => Response, answers: Record<string, () => Response> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { admin: true }),
    '/api/sellers': sellers,
    ...answers,
  });
}

function renderAllSellers({ wide = false } = {}) {
  if (wide) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
  }
  return renderWithProviders(<AllSellers />, { path: '/dashboard/allSellers' });
}

describe('AllSellers', () => {
  it('shows a table with Verify, or the blue tick for a verified seller, and Delete', async () => {
    const fetchMock = mockServer(() => jsonResponse([maya, carlos]));
    renderAllSellers({ wide: true });

    const table = await screen.findByRole('table', { name: 'Sellers' });
    expect(screen.getByRole('heading', { level: 1, name: 'All Seller' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['No.', 'Name', 'Email', 'Phone', 'Location', 'Verification', 'Actions']);
    const [mayaRow, carlosRow] = within(table).getAllByRole('row').slice(1);
    expect(within(mayaRow!).getByText('Verified seller')).toBeInTheDocument();
    expect(within(mayaRow!).queryByRole('button', { name: /^Verify/ })).not.toBeInTheDocument();
    expect(within(carlosRow!).getByRole('button', { name: 'Verify Carlos Rivera' })).toBeEnabled();
    expect(within(carlosRow!).getByRole('button', { name: 'Delete Carlos Rivera' })).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/sellers')!;
    expect(bodyOf(call)).toEqual({ email: sam.email });
  });

  it('verifies a seller, says so in a dialog, then shows the tick and refreshes the model pages', async () => {
    const user = userEvent.setup();
    let verifiedYet = false;
    const fetchMock = mockServer(
      () => jsonResponse([maya, verifiedYet ? { ...carlos, sellerStatus: 'verified' } : carlos]),
      {
        '/api/sellers/verifyStatus/account-2': () => {
          verifiedYet = true;
          return jsonResponse({ acknowledged: true });
        },
      },
    );
    const { queryClient } = renderAllSellers();
    const modelPage = modelCarsQueryOptions('Sedan').queryKey;
    queryClient.setQueryData(modelPage, {
      pages: [{ data: [modelCarFixture()], next: undefined }],
      pageParams: ['/carModels/Sedan'],
    });

    await user.click(await screen.findByRole('button', { name: 'Verify Carlos Rivera' }));

    const dialog = await screen.findByRole('dialog', { name: 'Seller is successfully verified!' });
    expect(callsOf(fetchMock)).toContain('PUT /api/sellers/verifyStatus/account-2');
    const call = fetchMock.mock.calls.find(
      ([input]) => String(input) === '/api/sellers/verifyStatus/account-2',
    )!;
    expect(bodyOf(call)).toEqual({ sellerStatus: 'verified' });
    expect(queryClient.getQueryState(modelPage)?.isInvalidated).toBe(true);
    const cards = within(screen.getByRole('list', { name: 'Sellers' })).getAllByRole('listitem');
    expect(within(cards[1]!).getByText('Verified seller')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify Carlos Rivera' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Carlos Rivera' })).toHaveFocus();
  });

  it('shows why a seller could not be verified', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([carlos]), {
      '/api/sellers/verifyStatus/account-2': () =>
        jsonResponse({ error: 'NOT_FOUND', message: 'There is no seller with this id.' }, 404),
    });
    renderAllSellers();

    await user.click(await screen.findByRole('button', { name: 'Verify Carlos Rivera' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Carlos Rivera was not verified. There is no seller with this id.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deletes a seller after confirming and says so in a toast', async () => {
    const user = userEvent.setup();
    let deletedYet = false;
    mockServer(() => jsonResponse(deletedYet ? [maya] : [maya, carlos]), {
      '/api/sellers/account-2': () => {
        deletedYet = true;
        return jsonResponse({ deletedCount: 1 });
      },
    });
    renderAllSellers();

    await user.click(await screen.findByRole('button', { name: 'Delete Carlos Rivera' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Carlos Rivera?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Carlos Rivera is deleted successfully')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '2. Carlos Rivera' })).not.toBeInTheDocument();
  });

  it('says "No Seller Added Yet !" when there is none', async () => {
    mockServer(() => jsonResponse([]));
    renderAllSellers();

    expect(
      await screen.findByRole('heading', { level: 1, name: 'No Seller Added Yet !' }),
    ).toBeInTheDocument();
  });
});
