import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveAppFor } from '../../lib/leave-app';
import { bodyOf, callsOf, headersOf, sessionResponse, type SessionUserFixture } from '../../test/auth';
import { jsonResponse, mockFetch } from '../../test/fetch';
import { renderWithProviders } from '../../test/render';
import { SignUpPage } from './signup';

vi.mock('../../lib/leave-app', () => ({ leaveAppFor: vi.fn() }));

const maya: SessionUserFixture = {
  id: 'user-maya',
  email: 'maya.patel@example.com',
  name: 'Maya Patel',
  image: null,
  emailVerified: false,
};

function renderSignUp() {
  return renderWithProviders(<SignUpPage />, {
    path: '/signup',
    routes: [{ path: '/home', element: <p>Home page</p> }],
  });
}

/** The server: signed out until the sign-up succeeds, then signed in as Maya. */
function signUpServer(answers: { signUp?: () => Response; account?: () => Response } = {}) {
  let signedIn = false;
  return mockFetch({
    '/api/auth/get-session': () => sessionResponse(signedIn ? maya : null),
    '/api/auth/sign-up/email': () => {
      const response =
        answers.signUp?.() ?? jsonResponse({ token: 'session', user: { id: maya.id, email: maya.email } });
      signedIn = response.ok;
      return response;
    },
    '/api/jwt': jsonResponse({ token: 'token-of-maya' }),
    '/api/allAccounts': () =>
      answers.account?.() ?? jsonResponse({ acknowledged: true, insertedId: 'account-1' }),
  });
}

async function fillIn(
  values: Partial<Record<'Username' | 'Email' | 'Password' | 'Phone' | 'Location', string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(screen.getByLabelText(label), value);
  return user;
}

const mayasDetails = {
  Username: 'Maya Patel',
  Email: 'Maya.Patel@Example.com',
  Password: 'secondgear-demo',
  Phone: '+1 555 0100',
  Location: 'Springfield',
};

function withoutSessionChecks(calls: string[]) {
  return calls.filter((call) => call !== 'GET /api/auth/get-session');
}

describe('SignUpPage', () => {
  beforeEach(() => {
    vi.mocked(leaveAppFor).mockClear();
  });

  it('has labelled fields with autocomplete, Buyer chosen, a link to /login and "Continue with Google"', () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    renderSignUp();

    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Phone')).toHaveAttribute('autocomplete', 'tel');
    expect(screen.getByLabelText('Location')).toHaveAttribute('autocomplete', 'address-level2');
    expect(screen.getByRole('radio', { name: 'Buyer' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Seller' })).not.toBeChecked();
    expect(screen.getByRole('group', { name: 'Account type' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(document.title).toBe('Second Gear — Sign up');
  });

  it('requires every field, saying "* required field" beside each', async () => {
    const fetchMock = signUpServer();
    renderSignUp();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    for (const label of ['Username', 'Email', 'Password', 'Phone', 'Location']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('* required field'));
    }
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(withoutSessionChecks(callsOf(fetchMock))).toEqual([]);
  });

  it('explains a password outside 8 to 128 characters and an e-mail that is not one', async () => {
    signUpServer();
    renderSignUp();
    const user = await fillIn({ ...mayasDetails, Email: 'maya', Password: 'short' });

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '8 to 128 characters. Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be an e-mail address');
    expect(screen.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByLabelText('Password'));
    await user.paste('x'.repeat(130));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      '8 to 128 characters. Password must be at most 128 characters',
    );
  });

  it('clears a field’s message once it is filled in', async () => {
    signUpServer();
    renderSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await fillIn({ Phone: '555' });

    expect(screen.getByLabelText('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Location')).toHaveAttribute('aria-invalid', 'true');
  });

  it('signs up, then fetches the token, then saves the account with the chosen type, then goes home', async () => {
    const fetchMock = signUpServer();
    const { router } = renderSignUp();
    const user = await fillIn(mayasDetails);
    await user.click(screen.getByRole('radio', { name: 'Seller' }));

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByText('user created successfully')).toBeInTheDocument();
    const calls = withoutSessionChecks(callsOf(fetchMock));
    expect(calls).toEqual(['POST /api/auth/sign-up/email', 'POST /api/jwt', 'POST /api/allAccounts']);
    const sent = fetchMock.mock.calls.filter((call) => !String(call[0]).endsWith('/get-session'));
    expect(bodyOf(sent[0]!)).toEqual({
      name: 'Maya Patel',
      email: 'maya.patel@example.com',
      password: 'secondgear-demo',
    });
    expect(bodyOf(sent[1]!)).toEqual({ email: 'maya.patel@example.com' });
    expect(bodyOf(sent[2]!)).toEqual({
      username: 'Maya Patel',
      userEmail: 'maya.patel@example.com',
      phone: '+1 555 0100',
      location: 'Springfield',
      accountStatus: 'seller',
    });
    expect(headersOf(sent[2]!).get('Authorization')).toBe('Bearer token-of-maya');
    expect(localStorage.getItem('accessToken')).toBe('token-of-maya');
  });

  it('signs up a buyer unless Seller is chosen', async () => {
    const fetchMock = signUpServer();
    const user = (renderSignUp(), await fillIn(mayasDetails));

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await screen.findByText('Home page');
    const account = fetchMock.mock.calls.find((call) => String(call[0]).endsWith('/allAccounts'))!;
    expect(bodyOf(account)).toMatchObject({ accountStatus: 'buyer' });
  });

  it('shows the server’s message and keeps the form filled when the sign-up fails', async () => {
    signUpServer({
      signUp: () =>
        jsonResponse(
          {
            code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
            message: 'User already exists. Use another email.',
          },
          422,
        ),
    });
    const { router } = renderSignUp();
    const user = await fillIn(mayasDetails);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('User already exists. Use another email.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Username')).toHaveValue('Maya Patel');
    expect(screen.getByLabelText('Password')).toHaveValue('secondgear-demo');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('after the account could not be saved, a second try saves it without signing up again', async () => {
    let accountAnswers = 0;
    const fetchMock = signUpServer({
      account: () =>
        ++accountAnswers === 1
          ? jsonResponse({ error: 'INTERNAL', message: 'The server ran into a problem.' }, 500)
          : jsonResponse({ acknowledged: true, insertedId: 'account-1' }),
    });
    renderSignUp();
    const user = await fillIn(mayasDetails);

    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The server ran into a problem.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(withoutSessionChecks(callsOf(fetchMock))).toEqual([
      'POST /api/auth/sign-up/email',
      'POST /api/jwt',
      'POST /api/allAccounts',
      'POST /api/jwt',
      'POST /api/allAccounts',
    ]);
  });

  it('continues with Google as the chosen type', async () => {
    mockFetch({
      '/api/auth/get-session': sessionResponse(null),
      '/api/auth/sign-in/social': jsonResponse({
        url: 'https://accounts.google.com/o/oauth2/auth',
        redirect: true,
      }),
    });
    renderSignUp();

    await userEvent.click(screen.getByRole('radio', { name: 'Seller' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    await waitFor(() =>
      expect(leaveAppFor).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/auth'),
    );
    expect(JSON.parse(sessionStorage.getItem('secondGear.googleSignIn') ?? 'null')).toEqual({
      accountStatus: 'seller',
    });
  });
});
