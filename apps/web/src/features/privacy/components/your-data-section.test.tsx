import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setPageLanguage } from '../../../lib/i18n';
import { sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { YourDataSection } from './your-data-section';

const none = { state: 'none', deleteAt: null };

/** Answers the deletion calls in turn: the page's first look, then each change. */
function deletionAnswers(...answers: object[]) {
  let call = 0;
  return () => jsonResponse(answers[Math.min(call++, answers.length - 1)]);
}

describe('YourDataSection', () => {
  it('asks before asking for the deletion, then says the confirmation link was e-mailed', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/me/deletion': deletionAnswers(none, { state: 'requested', deleteAt: null }),
    });
    renderWithProviders(<YourDataSection />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete your account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent("We've e-mailed you a link to confirm");
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows when a scheduled deletion happens, and cancels it', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/me/deletion': deletionAnswers({ state: 'scheduled', deleteAt: '2026-12-03T10:00:00.000Z' }, none),
    });
    renderWithProviders(<YourDataSection />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your account will be deleted on');
    expect(notice).toHaveTextContent('2026');
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Cancel deletion' }));
    expect(await screen.findByRole('button', { name: 'Delete your account' })).toBeInTheDocument();
  });

  it('says why the download or the request failed', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
      '/api/me/deletion': jsonResponse(none),
      '/api/me/export': jsonResponse(
        { error: 'NOT_FOUND', message: 'You have no buyer or seller account yet.' },
        404,
      ),
    });
    renderWithProviders(<YourDataSection />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download your data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no buyer or seller account yet.');
  });

  describe('on a Spanish page', () => {
    afterEach(() => setPageLanguage('en'));

    it('offers the download and the deletion in Spanish, with the days of grace counted', async () => {
      setPageLanguage('es');
      mockFetch({
        '/api/auth/get-session': sessionResponse(sam),
        '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
        '/api/me/deletion': deletionAnswers(none),
      });
      await act(async () => {
        renderWithProviders(<YourDataSection />);
      });
      expect(await screen.findByRole('heading', { name: 'Sus datos' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Descargar sus datos' })).toBeInTheDocument();
      expect(await screen.findByText(/Su cuenta se elimina 7 días después/)).toBeInTheDocument();
    });
  });
});
