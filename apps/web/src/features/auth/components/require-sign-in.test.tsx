import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sam, sessionResponse } from '../../../test/auth';
import { mockFetch } from '../../../test/fetch';
import { renderWithProviders } from '../../../test/render';
import { RequireSignIn } from './require-sign-in';

function renderGuarded() {
  return renderWithProviders(
    <RequireSignIn>
      <p>Cars of the model</p>
    </RequireSignIn>,
    { path: '/carModels/Sedan?sort=price', routes: [{ path: '/login', element: <p>Login page</p> }] },
  );
}

describe('RequireSignIn', () => {
  it('shows a loading indicator while the session is being checked', () => {
    mockFetch({ '/api/auth/get-session': () => new Promise<Response>(() => undefined) });
    renderGuarded();

    expect(screen.getByRole('status')).toHaveTextContent('Checking your sign-in');
    expect(screen.queryByText('Cars of the model')).not.toBeInTheDocument();
  });

  it('sends a visitor who is not signed in to /login, keeping where they were going and replacing history', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderGuarded();

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/carModels/Sedan', search: '?sort=price' },
    });
  });

  it('lets a signed-in user through', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(sam) });
    renderGuarded();

    expect(await screen.findByText('Cars of the model')).toBeInTheDocument();
  });
});
