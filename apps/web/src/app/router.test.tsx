import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('routes', () => {
  it.each(['/', '/home'])('shows the home page at %s inside header and footer', async (path) => {
    mockFetch({
      '/api/carModels': jsonResponse([{ _id: '1', model: 'Sedan', image: '/uploads/sedan-640.webp' }]),
      '/api/products/advertise': jsonResponse([]),
    });
    renderApp(path);

    expect(await screen.findByRole('heading', { name: 'Browse Our Models' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sedan' })).toHaveAttribute('href', '/carModels/Sedan');
    expect(screen.getByRole('link', { name: 'Start selling' })).toHaveAttribute('href', '/signup');
    expect(document.title).toBe('Second Gear — Home');
  });

  it('shows the blog at /blog', async () => {
    renderApp('/blog');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'You may want to know' }),
    ).toBeInTheDocument();
  });

  it.each(['/login', '/no/such/page'])('shows the error page inside the layout for %s', async (path) => {
    renderApp(path);

    expect(await screen.findByText('The stuff Something went wrong !')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/home');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Something went wrong');
  });
});
