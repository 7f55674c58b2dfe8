import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { Gallery } from './gallery';

afterEach(() => setPageLanguage('en'));

describe('Gallery', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await act(async () => {
      render(
        <Gallery images={['/uploads/cars/a-640.webp', '/uploads/cars/b-640.webp']} name="Honda Civic" />,
      );
    });
    expect(await screen.findByRole('region', { name: 'Fotos de Honda Civic' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Honda Civic, foto 1 de 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Foto siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver en pantalla completa' })).toBeInTheDocument();
  });
});
