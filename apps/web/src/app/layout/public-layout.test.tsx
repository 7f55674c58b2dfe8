import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { mockFetch } from '../../test/fetch';
import { createTestQueryClient, TestProviders } from '../../test/render';
import { PublicLayout } from './public-layout';

function renderLayout() {
  let finishLoading: () => void = () => undefined;
  const router = createMemoryRouter(
    [
      {
        element: <PublicLayout />,
        children: [
          { path: '/home', element: <p>Home page</p> },
          {
            path: '/carModels/:model',
            loader: () => new Promise<null>((done) => (finishLoading = () => done(null))),
            element: <p>Model page</p>,
          },
        ],
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, finishLoading: () => finishLoading() };
}

describe('PublicLayout', () => {
  it('shows a progress bar while the next page loads, which then starts at its top', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const scrolled = vi.spyOn(window, 'scrollTo');
    const { router, finishLoading } = renderLayout();
    await screen.findByText('Home page');
    scrolled.mockClear();

    act(() => void router.navigate('/carModels/Sedan'));

    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();

    act(() => finishLoading());

    expect(await screen.findByText('Model page')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
    // The scroll to the top runs in an effect after the new page is drawn, which on a busy machine can come later.
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 0));
  });

  it('leaves the scrolling to the browser when going back', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const scrolled = vi.spyOn(window, 'scrollTo');
    const { router, finishLoading } = renderLayout();
    await screen.findByText('Home page');
    act(() => void router.navigate('/carModels/Sedan'));
    act(() => finishLoading());
    await screen.findByText('Model page');
    // The new page's scroll to its top comes after it is drawn: wait for it, so it is not taken for the back's.
    await waitFor(() => expect(scrolled).toHaveBeenCalledWith(0, 0));
    scrolled.mockClear();

    await act(() => router.navigate(-1));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
