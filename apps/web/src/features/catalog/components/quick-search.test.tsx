import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { sessionResponse } from '../../../test/auth';
import { mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { QuickSearch } from './quick-search';

afterEach(() => setPageLanguage('en'));

describe('QuickSearch', () => {
  it('leads to the search page with make and model as keywords, the max price and the ZIP code', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderWithProviders(<QuickSearch />, { path: '/' });
    expect(screen.getByRole('search', { name: 'Find a car' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Make'), ' Honda ');
    await user.type(screen.getByLabelText('Model'), 'civc');
    await user.type(screen.getByLabelText('Max price ($)'), '$12,000');
    await user.type(screen.getByLabelText('ZIP code'), '78701');
    await user.click(screen.getByRole('button', { name: 'Search cars' }));
    expect(router.state.location.pathname).toBe('/cars');
    expect(router.state.location.search).toBe('?q=Honda+civc&priceMax=12000&zip=78701');
  });

  it('leads to every car when nothing is typed', async () => {
    const user = userEvent.setup();
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderWithProviders(<QuickSearch />, { path: '/' });
    await user.click(screen.getByRole('button', { name: 'Search cars' }));
    expect(router.state.location.pathname).toBe('/cars');
    expect(router.state.location.search).toBe('');
  });

  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    await act(async () => {
      renderWithProviders(<QuickSearch />, { path: '/' });
    });
    expect(await screen.findByRole('heading', { name: 'Buscar un auto' })).toBeInTheDocument();
    expect(screen.getByLabelText('Precio máximo ($)')).toHaveAttribute('placeholder', 'Sin límite');
    expect(screen.getByRole('button', { name: 'Buscar autos' })).toBeInTheDocument();
  });
});
