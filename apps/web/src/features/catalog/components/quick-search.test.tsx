import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../../test/auth';
import { mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { QuickSearch } from './quick-search';

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
});
