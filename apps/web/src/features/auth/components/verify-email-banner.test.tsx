import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { VerifyEmailBanner } from './verify-email-banner';

const unverifiedSam = { ...sam, emailVerified: false };

describe('VerifyEmailBanner', () => {
  it('asks an unverified user to verify, and sends a new link on request', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(unverifiedSam),
      '/api/auth/send-verification-email': jsonResponse({ status: true }),
    });
    renderWithProviders(<VerifyEmailBanner />);
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'A new link is on its way to sam.lee@example.com.',
    );
  });

  it('says when the server refuses another link for now', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(unverifiedSam),
      '/api/auth/send-verification-email': jsonResponse(
        { error: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
        429,
      ),
    });
    renderWithProviders(<VerifyEmailBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/try again later/i);
  });
});
