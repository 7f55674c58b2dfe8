import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../../test/auth';
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

  it.each([
    [
      'buyer',
      { buyer: true },
      'until then you cannot message sellers. Browsing, saving searches and booking work',
    ],
    ['seller', { seller: true }, 'until then you cannot list a car for sale or answer buyers’ messages.'],
  ])('tells a %s what verifying unlocks for them', async (_role, role, words) => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(unverifiedSam),
      ...roleAnswers(sam.email, role),
    });
    renderWithProviders(<VerifyEmailBanner />);
    const banner = await screen.findByRole('region', { name: 'Verify your e-mail' });
    await waitFor(() => expect(banner).toHaveTextContent(words));
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
