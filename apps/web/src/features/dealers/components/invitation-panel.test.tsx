import type { InvitationView } from '@second-gear/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogues, setPageLanguage } from '../../../lib/i18n';
import { callsOf, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { InvitationPanel } from './invitation-panel';

const token = 'dG9rZW4tb2YtYW4taW52aXRhdGlvbg';
const pending: InvitationView = {
  dealer: { slug: 'main-street-motors', name: 'Main Street Motors' },
  role: 'sales',
  email: sam.email,
  state: 'pending',
};

function invitationServer(view: InvitationView, signedIn: boolean, accept = () => jsonResponse({})) {
  return mockFetch({
    '/api/auth/get-session': sessionResponse(signedIn ? sam : null),
    [`/api/invitations/${token}`]: jsonResponse(view),
    [`/api/invitations/${token}/accept`]: accept,
  });
}

const render = () =>
  renderWithProviders(<InvitationPanel token={token} />, {
    path: `/invitations/${token}`,
    routes: [{ path: '/dashboard/dealer', element: <p>The dealership page</p> }],
  });

afterEach(() => setPageLanguage('en'));

describe('an invitation', () => {
  it('speaks Spanish on a Spanish page', async () => {
    setPageLanguage('es');
    await loadCatalogues('es');
    invitationServer(pending, false);
    render();
    expect(await screen.findByRole('heading', { name: 'Unirse a Main Street Motors' })).toBeInTheDocument();
    expect(
      screen.getByText(`Main Street Motors invita a ${sam.email} a unirse a su personal como vendedor.`),
    ).toBeInTheDocument();
  });

  it('says which dealership and role it is, and sends a signed-out visitor to sign in and back', async () => {
    invitationServer(pending, false);
    render();
    expect(await screen.findByRole('heading', { name: 'Join Main Street Motors' })).toBeInTheDocument();
    expect(
      screen.getByText(`Main Street Motors invites ${sam.email} to join its staff as sales.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      `/login?from=${encodeURIComponent(`/invitations/${token}`)}`,
    );
  });

  it('lets a signed-in person join, then opens the dealership page', async () => {
    const user = userEvent.setup();
    const fetchMock = invitationServer(pending, true, () =>
      jsonResponse({
        dealer: {
          _id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
          slug: 'main-street-motors',
          name: 'Main Street Motors',
        },
        role: 'sales',
      }),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Join Main Street Motors' }));
    expect(await screen.findByText('The dealership page')).toBeInTheDocument();
    expect(callsOf(fetchMock)).toContain(`POST /api/invitations/${token}/accept`);
  });

  it("shows the server's refusal in words", async () => {
    const user = userEvent.setup();
    invitationServer(pending, true, () =>
      jsonResponse(
        {
          error: 'FORBIDDEN',
          message: 'This invitation was sent to jo@example.com: sign in with that address to accept it.',
        },
        403,
      ),
    );
    render();
    await user.click(await screen.findByRole('button', { name: 'Join Main Street Motors' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not join. This invitation was sent to jo@example.com: sign in with that address to accept it.',
    );
  });

  it('says when it has expired or was used, with nothing to press', async () => {
    invitationServer({ ...pending, state: 'expired' }, true);
    const { unmount } = render();
    expect(await screen.findByText(/This invitation has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    invitationServer({ ...pending, state: 'accepted' }, true);
    render();
    expect(await screen.findByText(/This invitation was already used/)).toBeInTheDocument();
  });
});
