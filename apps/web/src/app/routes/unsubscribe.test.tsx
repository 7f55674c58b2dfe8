import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { UnsubscribePage } from './unsubscribe';

describe('UnsubscribePage', () => {
  it('turns nothing off on opening; the button does, and says what it turned off', async () => {
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/mail/unsubscribe': jsonResponse({
        unsubscribed: true,
        kind: 'saved-search',
        savedSearch: { _id: 's1', name: 'Hondas under $15,000' },
        turnedOff: 'Alerts for your saved search “Hondas under $15,000”',
      }),
    });
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe?token=link-token' });
    const button = await screen.findByRole('button', { name: 'Turn these e-mails off' });
    const calls = () =>
      fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/mail/unsubscribe'));
    expect(calls()).toHaveLength(0);

    await userEvent.setup().click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Turned off: Alerts for your saved search “Hondas under $15,000”.',
    );
    expect(calls()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'your saved searches' })).toHaveAttribute(
      'href',
      '/dashboard/saved-searches',
    );
  });

  it("shows the server's reason for a link it refuses", async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/mail/unsubscribe': jsonResponse(
        { error: 'FORBIDDEN', message: 'This unsubscribe link is for a saved search of another account.' },
        403,
      ),
    });
    renderWithProviders(<UnsubscribePage />, { path: '/unsubscribe?token=bad' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Turn these e-mails off' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('saved search of another account');
  });
});
