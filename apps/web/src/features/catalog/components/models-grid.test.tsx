import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ModelsGrid } from './models-grid';

const models = [
  { _id: '1', model: 'Sedan', image: '/uploads/sedan-640.webp' },
  { _id: '2', model: 'Mini Van/Bus', image: '/images/van.webp' },
];

describe('ModelsGrid', () => {
  it('shows a loading bar, then a card per model linking to its page', async () => {
    mockFetch({ '/api/carModels': jsonResponse(models) });

    renderWithProviders(<ModelsGrid />);

    expect(screen.getByRole('heading', { name: 'Browse Our Models' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading car models' })).toBeInTheDocument();

    const sedan = await screen.findByRole('link', { name: 'Sedan' });
    expect(sedan).toHaveAttribute('href', '/carModels/Sedan');
    expect(screen.getByRole('link', { name: 'Mini Van/Bus' })).toHaveAttribute(
      'href',
      '/carModels/Mini%20Van%2FBus',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('gives each card a sized, lazy image with a srcset for stored photos', async () => {
    mockFetch({ '/api/carModels': jsonResponse(models) });

    renderWithProviders(<ModelsGrid />);

    const image = within(await screen.findByRole('link', { name: 'Sedan' })).getByRole('presentation');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute(
      'srcset',
      '/uploads/sedan-320.webp 320w, /uploads/sedan-640.webp 640w, /uploads/sedan-1280.webp 1280w',
    );
  });

  it('offers a retry when the models cannot be loaded', async () => {
    let calls = 0;
    mockFetch({
      '/api/carModels': () =>
        ++calls === 1
          ? jsonResponse({ error: 'INTERNAL', message: 'Database unavailable' }, 500)
          : jsonResponse(models),
    });
    renderWithProviders(<ModelsGrid />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t load the car models.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Sedan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
