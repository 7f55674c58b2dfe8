import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../lib/i18n';
import { sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';

const preferences = (bookingConfirmed: boolean) =>
  jsonResponse({
    preferences: [
      { kind: 'car-booked', label: 'When a buyer books one of my cars', enabled: true },
      { kind: 'booking-confirmed', label: 'A confirmation when I book a car', enabled: bookingConfirmed },
      {
        kind: 'car-sold-to-someone-else',
        label: 'When a car I booked is sold to someone else',
        enabled: true,
      },
    ],
  });
import { renderWithProviders } from '../../test/render';
import { AccountSettingsPage } from './account-settings';

async function fill(current: string, next: string, repeat = next) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.type(screen.getByLabelText('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('AccountSettingsPage', () => {
  it('changes the password and says other devices are signed out', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/auth/change-password': jsonResponse({ token: 't', user: { email: sam.email } }),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/mail/preferences': () => preferences(true),
      '/api/me/deletion': jsonResponse({ state: 'none', deleteAt: null }),
    });
    renderWithProviders(<AccountSettingsPage />, { path: '/dashboard/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Account settings' })).toBeInTheDocument();
    await fill('secondgear-demo', 'a new long password');
    expect(await screen.findByRole('status')).toHaveTextContent('Every other device is signed out.');
  });

  it('says when the current password is wrong', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/auth/change-password': jsonResponse(
        { code: 'INVALID_PASSWORD', message: 'Invalid password' },
        400,
      ),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/mail/preferences': () => preferences(true),
      '/api/me/deletion': jsonResponse({ state: 'none', deleteAt: null }),
    });
    renderWithProviders(<AccountSettingsPage />, { path: '/dashboard/settings' });
    await fill('wrong', 'a new long password');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not right.');
  });

  it('turns an optional e-mail off with its switch', async () => {
    let bookingConfirmed = true;
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/mail/preferences': () => {
        const answer = preferences(bookingConfirmed);
        bookingConfirmed = false;
        return answer;
      },
    });
    renderWithProviders(<AccountSettingsPage />, { path: '/dashboard/settings' });
    const toggle = await screen.findByRole('checkbox', { name: 'A confirmation when I book a car' });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(
      await screen.findByRole('checkbox', { name: 'A confirmation when I book a car' }),
    ).not.toBeChecked();
  });

  it('sends a link to a new address and says what happens next', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/mail/preferences': () => preferences(true),
      '/api/me/deletion': jsonResponse({ state: 'none', deleteAt: null }),
      '/api/account/email-change': jsonResponse(
        { message: 'If sam.new@example.com can be used, a link is on its way to it.' },
        202,
      ),
    });
    renderWithProviders(<AccountSettingsPage />, { path: '/dashboard/settings' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('Enter the new e-mail address, such as name@example.com.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New e-mail address'), 'sam.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(
      await screen.findByText('If sam.new@example.com can be used, a link is on its way to it.'),
    ).toBeInTheDocument();
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('speaks Spanish, refusals of the form and of the server included', async () => {
      mockFetch({
        '/api/auth/get-session': sessionResponse(sam),
        '/api/auth/change-password': jsonResponse(
          { code: 'INVALID_PASSWORD', message: 'Invalid password' },
          400,
        ),
        '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
        '/api/mail/preferences': () => preferences(true),
        '/api/me/deletion': jsonResponse({ state: 'none', deleteAt: null }),
      });
      await loadCatalogues('es');
      setPageLanguage('es');
      await act(async () => {
        renderWithProviders(<AccountSettingsPage />, { path: '/dashboard/settings' });
      });
      const user = userEvent.setup();

      expect(
        screen.getByRole('heading', { level: 1, name: 'Configuración de la cuenta' }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
      expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleDescription('* campo obligatorio');

      await user.type(screen.getByLabelText('Contraseña actual'), 'wrong');
      await user.type(screen.getByLabelText('Nueva contraseña'), 'a new long password');
      await user.type(screen.getByLabelText('Repita la nueva contraseña'), 'a new long password');
      await user.click(screen.getByRole('button', { name: 'Cambiar la contraseña' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('La contraseña actual no es correcta.');
    });
  });
});
