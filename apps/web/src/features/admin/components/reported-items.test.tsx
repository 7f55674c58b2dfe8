import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callsOf, deferredResponse, headersOf, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { modelCarsQueryOptions } from '../../../entities/car/api/model-cars';
import { ReportedItems } from './reported-items';

const camry = {
  _id: 'car-1',
  image: '/uploads/cars/camry-640.webp',
  productName: '2018 Toyota Camry SE',
  model: 'Sedan',
  resalePrice: 12500,
  reportCount: 3,
};
const focus = {
  _id: 'car-2',
  image: '/uploads/cars/focus-640.webp',
  productName: '2012 Ford Focus',
  model: 'Hatchback',
  resalePrice: 1250000,
  reportCount: 1,
};

function mockServer(items: () => Response | Promise<Response>, answers: Record<string, () => Response> = {}) {
  localStorage.setItem('accessToken', 'token-1');
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    ...roleAnswers(sam.email, { admin: true }),
    '/api/reportedItems': items,
    ...answers,
  });
}

function renderReportedItems({ wide = false } = {}) {
  if (wide) {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }) as never,
    );
  }
  return renderWithProviders(<ReportedItems />, { path: '/dashboard/reportedItems' });
}

describe('ReportedItems', () => {
  it('points to the moderation queue, where decisions with a reason are taken', async () => {
    mockServer(() => jsonResponse([camry]));
    renderReportedItems();

    expect(await screen.findByRole('link', { name: 'moderation queue' })).toHaveAttribute(
      'href',
      '/dashboard/moderation',
    );
  });

  it('shows pulsing dots while the list loads, asking with the administrator’s token', async () => {
    const answer = deferredResponse();
    const fetchMock = mockServer(() => answer.promise);
    renderReportedItems();

    expect(await screen.findByRole('status')).toHaveTextContent('Loading the reported cars');
    const call = await waitFor(() => {
      const found = fetchMock.mock.calls.find(([input]) => String(input) === '/api/reportedItems');
      expect(found).toBeDefined();
      return found!;
    });
    expect(headersOf(call).get('Authorization')).toBe('Bearer token-1');

    answer.resolve(jsonResponse([camry]));
    expect(
      await screen.findByRole('heading', { level: 2, name: '2018 Toyota Camry SE' }),
    ).toBeInTheDocument();
  });

  it('shows a table of image, product name, model, "$" price and report count', async () => {
    mockServer(() => jsonResponse([camry, focus]));
    renderReportedItems({ wide: true });

    const table = await screen.findByRole('table', { name: 'Reported cars' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Photo', 'Product name', 'Model', 'Price', 'Reports', 'Actions']);
    const [camryRow, focusRow] = within(table).getAllByRole('row').slice(1);
    expect(within(camryRow!).getByRole('rowheader')).toHaveTextContent('2018 Toyota Camry SE');
    expect(within(camryRow!).getByText('Sedan')).toBeInTheDocument();
    expect(within(camryRow!).getByText('$12,500')).toBeInTheDocument();
    expect(within(camryRow!).getByText('3 reports')).toBeInTheDocument();
    expect(camryRow!.querySelector('img')).toHaveAttribute('src', camry.image);
    expect(within(focusRow!).getByText('$1,250,000')).toBeInTheDocument();
    expect(within(focusRow!).getByText('1 report')).toBeInTheDocument();
    expect(within(focusRow!).getByRole('button', { name: 'Delete 2012 Ford Focus' })).toBeInTheDocument();
  });

  it('deletes a reported car after confirming, says so in a toast and refreshes the model pages', async () => {
    const user = userEvent.setup();
    let deletedYet = false;
    const fetchMock = mockServer(() => jsonResponse(deletedYet ? [focus] : [camry, focus]), {
      '/api/reportedItems/car-1': () => {
        deletedYet = true;
        return jsonResponse({ deletedCount: 1 });
      },
    });
    const { queryClient } = renderReportedItems();
    const modelPage = modelCarsQueryOptions('Sedan').queryKey;
    queryClient.setQueryData(modelPage, { pages: [], pageParams: [] });

    await user.click(await screen.findByRole('button', { name: 'Delete 2018 Toyota Camry SE' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete 2018 Toyota Camry SE?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('2018 Toyota Camry SE is deleted successfully')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain('DELETE /api/reportedItems/car-1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '2018 Toyota Camry SE' })).not.toBeInTheDocument();
    expect(queryClient.getQueryState(modelPage)?.isInvalidated).toBe(true);
    expect(screen.getByRole('heading', { level: 1, name: 'Reported Items' })).toHaveFocus();
  });

  it('keeps the confirmation open with the server’s reason when the delete fails', async () => {
    const user = userEvent.setup();
    mockServer(() => jsonResponse([camry]), {
      '/api/reportedItems/car-1': () =>
        jsonResponse({ error: 'NOT_FOUND', message: 'There is no reported car with this id.' }, 404),
    });
    renderReportedItems();

    await user.click(await screen.findByRole('button', { name: 'Delete 2018 Toyota Camry SE' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete 2018 Toyota Camry SE?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'There is no reported car with this id.',
    );
  });

  it('says when nothing has been reported', async () => {
    mockServer(() => jsonResponse([]));
    renderReportedItems();

    expect(await screen.findByText('No car has been reported.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reported Items' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
