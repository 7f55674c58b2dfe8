import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, callsOf, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { GoogleReturnPage } from './google-return';

function renderReturn() {
  return renderWithProviders(<GoogleReturnPage />, {
    path: '/auth/google',
    routes: [
      { path: '/home', element: <p>Home page</p> },
      { path: '/login', element: <p>Login page</p> },
      { path: '/carModels/:model', element: <p>Model page</p> },
    ],
  });
}

function googleServer(
  account: () => Response = () => jsonResponse({ acknowledged: true, insertedId: 'a1' }),
) {
  return mockFetch({
    '/api/auth/get-session': sessionResponse(sam),
    '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
    '/api/allAccounts': account,
  });
}

function accountCall(fetchMock: ReturnType<typeof mockFetch>) {
  return fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/allAccounts'))!;
}

describe('GoogleReturnPage', () => {
  it('makes a buyer of a visitor who came from the login page, then goes home', async () => {
    const fetchMock = googleServer();
    renderReturn();

    expect(screen.getByRole('heading', { level: 1, name: 'Signing you in with Google' })).toBeInTheDocument();
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(screen.getByText('successfully logged in')).toBeInTheDocument();
    expect(callsOf(fetchMock).filter((call) => call.startsWith('POST'))).toEqual([
      'POST /api/jwt',
      'POST /api/allAccounts',
    ]);
    expect(bodyOf(accountCall(fetchMock))).toEqual({
      username: 'Sam Lee',
      userEmail: 'sam.lee@example.com',
      accountStatus: 'buyer',
    });
    expect(localStorage.getItem('accessToken')).toBe('token-of-sam');
  });

  it('gives the type chosen on the sign-up page, and returns to the saved page', async () => {
    sessionStorage.setItem(
      'secondGear.googleSignIn',
      JSON.stringify({ accountStatus: 'seller', returnTo: '/carModels/SUV' }),
    );
    const fetchMock = googleServer();
    const { router } = renderReturn();

    expect(await screen.findByText('Model page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/carModels/SUV');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(bodyOf(accountCall(fetchMock))).toMatchObject({ accountStatus: 'seller' });
    expect(sessionStorage.getItem('secondGear.googleSignIn')).toBeNull();
  });

  it('sends the visitor to /login when the session shows nobody', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderReturn();

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?google=failed');
  });

  it('offers to try again when the account cannot be saved, so no user is left without a role', async () => {
    let answers = 0;
    googleServer(() =>
      ++answers === 1
        ? jsonResponse({ error: 'INTERNAL', message: 'The server ran into a problem.' }, 500)
        : jsonResponse({ acknowledged: true, insertedId: 'a1' }),
    );
    renderReturn();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server ran into a problem.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
