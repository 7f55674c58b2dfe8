import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { ForgotPasswordPage } from './forgot-password';
import { ResetPasswordPage } from './reset-password';

/** The JSON body of the first request to `path`. */
function sentTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  const call = fetchMock.mock.calls.find(([input]) => String(input).endsWith(path));
  return call ? bodyOf(call) : undefined;
}

const dashboard = [{ path: '/dashboard', element: <p>Dashboard</p> }];

async function choose(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save and sign in' }));
}

describe('ForgotPasswordPage', () => {
  it('sends the e-mail and answers without saying whether it has an account', async () => {
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/auth/request-password-reset': jsonResponse({ status: true, message: 'If this email exists…' }),
    });
    renderWithProviders(<ForgotPasswordPage />, { path: '/forgot-password' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByText('* required field')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sam.lee@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If sam.lee@example.com belongs to an account, a link to choose a new password is on its way.',
    );
    expect(sentTo(fetchMock, '/api/auth/request-password-reset')).toEqual({
      email: 'sam.lee@example.com',
    });
  });
});

describe('ResetPasswordPage', () => {
  it('checks the two passwords agree, then saves and goes to the dashboard signed in', async () => {
    let signedIn = false;
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/auth/reset-password': () => {
        signedIn = true;
        return jsonResponse({ status: true });
      },
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
    });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=abc123', routes: dashboard });
    await choose('a long new secret', 'another secret');
    expect(screen.getByText('Repeat the new password must match the new password')).toBeInTheDocument();
    expect(callsOf(fetchMock)).not.toContain('POST /api/auth/reset-password');

    await userEvent.clear(screen.getByLabelText('Repeat the new password'));
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a long new secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save and sign in' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(sentTo(fetchMock, '/api/auth/reset-password')).toEqual({
      token: 'abc123',
      newPassword: 'a long new secret',
    });
  });

  it('says when the link was used or has expired, and offers a new one', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/auth/reset-password': jsonResponse({ code: 'INVALID_TOKEN', message: 'Invalid token' }, 400),
    });
    renderWithProviders(<ResetPasswordPage />, { path: '/reset-password?token=used' });
    await choose('a long new secret', 'a long new secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('it was used, or it is older than one hour');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
