import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { ReportedMessages } from './reported-messages';

describe('ReportedMessages', () => {
  it('lists flagged messages and points to the moderation queue, where they are removed with a reason', async () => {
    localStorage.setItem('accessToken', 'token-1');
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      ...roleAnswers(sam.email, { admin: true }),
      '/api/reportedMessages': () =>
        jsonResponse([
          {
            _id: '7',
            text: 'Pay the deposit by gift card.',
            rules: ['gift-card'],
            reasons: ['asks for gift cards'],
            reports: 2,
            carName: '2018 Toyota Camry SE',
            senderName: 'Dana',
            senderEmail: 'dana@example.com',
            createdAt: '2026-05-04T09:00:00.000Z',
          },
        ]),
    });
    renderWithProviders(<ReportedMessages />, { path: '/dashboard/reportedItems' });

    expect(await screen.findByText('Pay the deposit by gift card.')).toBeInTheDocument();
    expect(screen.getByText('reported 2 times')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'moderation queue' })).toHaveAttribute(
      'href',
      '/dashboard/moderation',
    );
  });
});
