import { act, screen, within } from '@testing-library/react';
import { scamWarning } from '@second-gear/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import english from '../locales/en.json';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { WaitingReplies } from './waiting-replies';

function renderReplies(answer: object) {
  localStorage.setItem('accessToken', 'token-1');
  mockFetch({ '/api/sellers/me/replies': jsonResponse(answer) });
  renderWithProviders(<WaitingReplies />, { path: '/dashboard/messages' });
}

afterEach(() => setPageLanguage('en'));

describe('WaitingReplies', () => {
  it('lists the conversations waiting for the seller’s reply in the server’s order, linking to each', async () => {
    renderReplies({
      replyTimeMinutes: 42,
      waiting: [
        { _id: 'c-old', carName: 'Camry', buyerName: 'Otto', since: '2026-03-01T10:00:00.000Z' },
        { _id: 'c-new', carName: 'Civic', buyerName: 'Rita', since: '2026-03-02T10:00:00.000Z' },
      ],
    });

    expect(
      await screen.findByRole('heading', { name: '2 conversations are waiting for your reply' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Buyers see that you usually reply within an hour.')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Waiting for your reply, longest first' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Otto about Camry', 'Rita about Civic']);
    expect(links[0]).toHaveAttribute('href', '/dashboard/messages/c-old');
  });

  it('says when nothing waits and the reply time is not shown yet', async () => {
    renderReplies({ replyTimeMinutes: null, waiting: [] });

    expect(
      await screen.findByRole('heading', { name: 'No conversation is waiting for your reply' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Buyers see your usual reply time once you have five conversations.'),
    ).toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await act(async () => {
      renderReplies({
        replyTimeMinutes: null,
        waiting: [{ _id: 'c-old', carName: 'Camry', buyerName: 'Otto', since: '2026-03-01T10:00:00.000Z' }],
      });
    });

    expect(
      await screen.findByRole('heading', { name: 'Una conversación espera su respuesta' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otto sobre Camry' })).toBeInTheDocument();
  });
});

describe('the messages catalogue', () => {
  it('warns of scams in English in the words the server’s e-mails use', () => {
    expect(english['message.scamWarning']).toBe(scamWarning);
  });
});
