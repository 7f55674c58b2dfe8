import type { DealerImport, DealerMembership } from '@second-gear/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { mockXhr } from '../../../test/xhr';
import { InventoryImport } from './inventory-import';

const owner: DealerMembership = {
  dealer: { _id: 'dealer-1', slug: 'austin-autos', name: 'Austin Autos' },
  role: 'owner',
};

function anImport(overrides: Partial<DealerImport> = {}): DealerImport {
  return {
    _id: 'import-1',
    state: 'checked',
    dryRun: true,
    fullFeed: false,
    fileName: 'cars.csv',
    total: 2,
    done: 2,
    created: 1,
    updated: 0,
    unchanged: 0,
    refused: 1,
    removed: 0,
    error: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    finishedAt: '2026-03-01T10:00:00.000Z',
    rows: [
      { row: 2, action: 'create', stockNumber: 'A1', carId: null, errors: [] },
      {
        row: 3,
        action: 'refuse',
        stockNumber: 'A2',
        carId: null,
        errors: [{ column: 'year', message: 'Year must be a number' }],
      },
    ],
    ...overrides,
  };
}

beforeEach(() => localStorage.setItem('accessToken', 'token-1'));

afterEach(() => setPageLanguage('en'));

describe('the inventory import page', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    mockFetch({
      '/api/dealers/mine': jsonResponse(owner),
      '/api/dealers/dealer-1/imports': jsonResponse([]),
    });
    renderWithProviders(<InventoryImport />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Importar inventario' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Inventario completo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revisar el archivo' })).toBeDisabled();
  });

  it('checks a file and shows what each row would do, naming the column of a refusal', async () => {
    mockFetch({
      '/api/dealers/mine': jsonResponse(owner),
      '/api/dealers/dealer-1/imports': jsonResponse([]),
    });
    const sent = mockXhr();
    renderWithProviders(<InventoryImport />);
    const csv = new File(['stock_number\n'], 'cars.csv', { type: 'text/csv' });
    await userEvent.upload(await screen.findByLabelText('Inventory file (CSV)'), csv);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Full feed' }));
    expect(screen.getByRole('checkbox', { name: 'Full feed' })).toHaveAccessibleDescription(
      /whole inventory/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));

    expect(sent[0]!.url).toBe('/api/dealers/dealer-1/imports');
    const form = sent[0]!.body as FormData;
    expect([form.get('dryRun'), form.get('fullFeed')]).toEqual(['true', 'true']);
    sent[0]!.respond(200, anImport());

    const table = await screen.findByRole('table', { name: 'What each row would do' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('2A1New car');
    expect(rows[2]).toHaveTextContent('3A2Refusedyear: Year must be a number');
    expect(screen.getByText(/Nothing has been written yet/)).toBeInTheDocument();
  });

  it('shows the progress of the import running for the dealership, as a reloaded page finds it', async () => {
    const running = anImport({ _id: 'import-2', state: 'running', dryRun: false, total: 50, done: 20 });
    const { rows: _rows, ...summary } = running;
    mockFetch({
      '/api/dealers/mine': jsonResponse(owner),
      '/api/dealers/dealer-1/imports': jsonResponse([summary]),
      '/api/imports/import-2': jsonResponse(running),
    });
    renderWithProviders(<InventoryImport />);
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('value', '20');
    expect(bar).toHaveAttribute('max', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Importing. 20 of 50 rows done.');
  });

  it('shows a refused file in the server’s words', async () => {
    mockFetch({
      '/api/dealers/mine': jsonResponse(owner),
      '/api/dealers/dealer-1/imports': jsonResponse([]),
    });
    const sent = mockXhr();
    renderWithProviders(<InventoryImport />);
    await userEvent.upload(
      await screen.findByLabelText('Inventory file (CSV)'),
      new File(['PK\x03\x04'], 'cars.csv', { type: 'text/csv' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
    sent[0]!.respond(415, {
      error: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This file is not a CSV file (it is a ZIP archive or an Excel workbook).',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /The file was not taken\. This file is not a CSV file/,
    );
  });

  it('says so to someone who works for no dealership', async () => {
    mockFetch({ '/api/dealers/mine': jsonResponse(null) });
    renderWithProviders(<InventoryImport />);
    expect(await screen.findByText(/You do not work for a dealership/)).toBeInTheDocument();
  });
});
