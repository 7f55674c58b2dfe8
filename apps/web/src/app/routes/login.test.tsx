import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { bodyOf, callsOf, deferredResponse, sam, sessionResponse } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { LoginPage } from './login';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const otherPages = [
  { path: '/home', element: <p>Home page</p> },
  { path: '/carModels/:model', element: <p>Model page</p> },
];
const fromSedan = { from: { pathname: '/carModels/Sedan', search: '?sort=price', hash: '' } };

function renderLogin({ path = '/login', state }: { path?: string; state?: unknown } = {}) {
  return renderWithProviders(<LoginPage />, { path, state, routes: otherPages });
}

/** The server: signed out until a sign-in succeeds, then signed in as Sam. */
function signInServer(signIn: () => Response | Promise<Response>) {
  let signedIn = false;
  return mockFetch({
    '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
    '/api/auth/sign-in/email': async () => {
      const response = await signIn();
      signedIn = response.ok;
      return response;
    },
    '/api/jwt': jsonResponse({ token: 'token-of-sam' }),
  });
}

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  beforeEach(() => {
    vi.mocked(leaveAppFor).mockClear();
  });

  it('has one heading, labelled fields with autocomplete, a Forgot Password? link and a sign-up link', () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    const forgot = screen.getByRole('link', { name: 'Forgot Password?' });
    expect(forgot).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Sign in');
  });

  it('requires e-mail and password, saying so beside each field', async () => {
    const fetchMock = mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    for (const label of ['Email', 'Password']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription('* required field');
    }
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(callsOf(fetchMock)).not.toContain('POST /api/auth/sign-in/email');
  });

  it('signs in, fetches the access token before leaving, and returns to the page the visitor came from', async () => {
    const fetchMock = signInServer(() =>
      jsonResponse({ token: 'session', user: { id: sam.id, email: sam.email } }),
    );
    const { router } = renderLogin({ state: fromSedan });
    let tokenWhenLeaving: string | null = null;
    router.subscribe((state) => {
      if (state.location.pathname !== '/login') tokenWhenLeaving ??= localStorage.getItem('accessToken');
    });

    await fillIn('sam.lee@example.com', 'secondgear-demo');

    expect(await screen.findByText('Model page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/carModels/Sedan', search: '?sort=price' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tokenWhenLeaving).toBe('token-of-sam');
    expect(screen.getByText('successfully logged in')).toBeInTheDocument();
    const signIn = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/sign-in/email'))!;
    expect(bodyOf(signIn)).toEqual({ email: 'sam.lee@example.com', password: 'secondgear-demo' });
    expect(bodyOf(fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/jwt'))!)).toEqual({
      email: 'sam.lee@example.com',
    });
  });

  it('returns to the page its address names, as a link drawn before the scripts ran gives it', async () => {
    signInServer(() => jsonResponse({ token: 'session', user: { id: sam.id, email: sam.email } }));
    const { router } = renderLogin({ path: '/login?from=%2FcarModels%2FSedan%3Fsort%3Dprice' });

    await fillIn('sam.lee@example.com', 'secondgear-demo');

    await waitFor(() =>
      expect(router.state.location).toMatchObject({ pathname: '/carModels/Sedan', search: '?sort=price' }),
    );
  });

  it.each(['//elsewhere.example/x', '/login'])('does not return to %s named in its address', async (from) => {
    signInServer(() => jsonResponse({ token: 'session', user: { id: sam.id, email: sam.email } }));
    const { router } = renderLogin({ path: `/login?from=${encodeURIComponent(from)}` });

    await fillIn('sam.lee@example.com', 'secondgear-demo');

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('goes to /home when there is no page to return to', async () => {
    signInServer(() => jsonResponse({ token: 'session', user: { id: sam.id, email: sam.email } }));
    const { router } = renderLogin();

    await fillIn('sam.lee@example.com', 'secondgear-demo');

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('shows the server’s message when the e-mail or password is wrong, keeping what was typed', async () => {
    signInServer(() =>
      jsonResponse({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
    );
    const { router } = renderLogin();

    await fillIn('sam.lee@example.com', 'wrong password');

    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('sam.lee@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('shows the throttle’s message, which says when to try again', async () => {
    signInServer(() =>
      jsonResponse(
        {
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many failed sign-ins for this account. Try again in 12 minutes.',
        },
        429,
      ),
    );
    renderLogin();

    await fillIn('sam.lee@example.com', 'secondgear-demo');

    expect(
      await screen.findByText('Too many failed sign-ins for this account. Try again in 12 minutes.'),
    ).toBeInTheDocument();
  });

  it('disables the button and shows progress while signing in, so nothing is sent twice', async () => {
    const answer = deferredResponse();
    const fetchMock = signInServer(() => answer.promise);
    renderLogin();

    await fillIn('sam.lee@example.com', 'secondgear-demo');

    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect(busy).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/auth/sign-in/email')).toHaveLength(1);

    answer.resolve(jsonResponse({ token: 'session', user: { id: sam.id, email: sam.email } }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('leaves for Google as a buyer, remembering the page to return to', async () => {
    const fetchMock = mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/auth/sign-in/social': jsonResponse({
        url: 'https://accounts.google.com/o/oauth2/auth?x=1',
        redirect: true,
      }),
    });
    renderLogin({ state: fromSedan });

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/auth?x=1'),
    );
    const social = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/sign-in/social'))!;
    expect(bodyOf(social)).toEqual({
      provider: 'google',
      callbackURL: '/auth/google',
      errorCallbackURL: '/login?google=failed',
    });
    expect(JSON.parse(sessionStorage.getItem('secondGear.googleSignIn') ?? 'null')).toEqual({
      accountStatus: 'buyer',
      returnTo: '/carModels/Sedan?sort=price',
    });
  });

  it('leaves for Google even when the session cannot be read again just before', async () => {
    let sessionReads = 0;
    mockFetch({
      '/api/auth/get-session': () =>
        ++sessionReads === 1 ? sessionResponse(null) : jsonResponse({ message: 'Too many requests' }, 429),
      '/api/auth/sign-in/social': jsonResponse({
        url: 'https://accounts.google.com/o/oauth2/auth',
        redirect: true,
      }),
    });
    renderLogin();
    await waitFor(() => expect(sessionReads).toBe(1));

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/auth'),
    );
  });

  it('says so when Google sign-in is not configured, and keeps the button', async () => {
    const message =
      'Google sign-in is not configured on this server. Please sign in with your e-mail and password.';
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/auth/sign-in/social': jsonResponse({ error: 'NOT_CONFIGURED', message }, 501),
    });
    renderLogin();

    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(leaveAppFor).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('secondGear.googleSignIn')).toBeNull();
  });

  it('explains a failed Google sign-in once, and keeps the page to return to', async () => {
    sessionStorage.setItem(
      'secondGear.googleSignIn',
      JSON.stringify({ accountStatus: 'buyer', returnTo: '/carModels/SUV' }),
    );
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { router } = renderLogin({ path: '/login?google=failed&error=unable_to_get_user_info' });

    expect(
      await screen.findByText(
        'Google sign-in failed. Please try again, or sign in with your e-mail and password.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.state).toEqual({ from: '/carModels/SUV' });
    expect(sessionStorage.getItem('secondGear.googleSignIn')).toBeNull();
  });

  it('tells a visitor who cancelled at Google that they did', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderLogin({ path: '/login?google=failed&error=access_denied' });

    expect(
      await screen.findByText('Google sign-in was cancelled. Please try again when you are ready.'),
    ).toBeInTheDocument();
  });
});
