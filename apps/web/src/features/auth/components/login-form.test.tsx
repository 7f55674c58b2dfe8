import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { sessionResponse } from '../../../test/auth';
import { mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { LoginForm } from './login-form';

afterEach(() => setPageLanguage('en'));

describe('LoginForm', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    await act(async () => {
      renderWithProviders(<LoginForm returnTo={undefined} />);
    });
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Cree una cuenta' })).toHaveAttribute('href', '/signup');
  });
});
