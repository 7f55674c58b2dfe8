import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { ConfirmEmailPage } from './confirm-email';

describe('ConfirmEmailPage', () => {
  it('changes nothing on opening; the button confirms and asks to sign in with the new address', async () => {
    let signedIn = true;
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/account/email-change/confirm': () => {
        signedIn = false;
        return jsonResponse({ email: 'sam.new@example.com' });
      },
    });
    renderWithProviders(<ConfirmEmailPage />, { path: '/confirm-email?token=link-token' });
    const button = await screen.findByRole('button', { name: 'Confirm my new e-mail' });
    const confirmCalls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/api/account/email-change/confirm'));
    expect(confirmCalls()).toHaveLength(0);

    await userEvent.setup().click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your e-mail address is now sam.new@example.com. You were signed out everywhere',
    );
    expect(bodyOf(confirmCalls()[0]!)).toEqual({ token: 'link-token' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's reason for a used or expired link", async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/account/email-change/confirm': jsonResponse(
        {
          error: 'BAD_REQUEST',
          message: 'This link is not valid any more: it was used, or it is older than one hour.',
        },
        400,
      ),
    });
    renderWithProviders(<ConfirmEmailPage />, { path: '/confirm-email?token=used' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Confirm my new e-mail' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('it was used, or it is older than one hour');
  });
});
