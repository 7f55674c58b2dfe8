import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { createQueryClient } from '../../../lib/query-client';
import { callsOf, deferredResponse, roleAnswers, sam, sessionResponse } from '../../../test/auth';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { createTestQueryClient, TestProviders } from '../../../test/render';
import { sessionQueryOptions } from '../api/get-session';
import { useIsAdmin } from '../../../entities/session/api/is-admin';
import { useIsBuyer } from '../../../entities/session/api/is-buyer';
import { useIsSeller } from '../../../entities/session/api/is-seller';
import { useAuth } from '../../../entities/session/auth-context';
import { useRole } from '../hooks/use-role';

function renderAuthHook<Result>(hook: () => Result, queryClient = createTestQueryClient()) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders queryClient={queryClient}>{children}</TestProviders>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}

describe('AuthProvider', () => {
  it('is loading until the session answers, then has the user in the specification’s shape', async () => {
    const answer = deferredResponse();
    mockFetch({ '/api/auth/get-session': () => answer.promise });
    const { result } = renderAuthHook(useAuth);

    expect(result.current).toMatchObject({ user: null, loading: true });

    answer.resolve(sessionResponse({ ...sam, image: '/uploads/sam.webp', emailVerified: true }));

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toEqual({
      uid: 'user-sam',
      email: 'sam.lee@example.com',
      displayName: 'Sam Lee',
      photoURL: '/uploads/sam.webp',
      emailVerified: true,
      phoneNumber: null,
      isAnonymous: false,
    });
  });

  it('has no user once the session answers null, or cannot be read', async () => {
    mockFetch({ '/api/auth/get-session': jsonResponse({ error: 'INTERNAL', message: 'Down' }, 500) });
    const { result } = renderAuthHook(useAuth);

    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it('is loading from the start of a change until the session has been read again', async () => {
    let signedIn = false;
    const signIn = deferredResponse();
    mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/auth/sign-in/email': () => signIn.promise,
    });
    const { result } = renderAuthHook(useAuth);
    await waitFor(() => expect(result.current.loading).toBe(false));

    let changed: Promise<unknown> = Promise.resolve();
    act(() => {
      changed = result.current.changeSession(() => fetch('/api/auth/sign-in/email', { method: 'POST' }));
    });
    expect(result.current.loading).toBe(true);

    signedIn = true;
    signIn.resolve(jsonResponse({}));
    await act(() => changed);

    expect(result.current).toMatchObject({ loading: false, user: { email: 'sam.lee@example.com' } });
    await expect(changed).resolves.toMatchObject({ email: 'sam.lee@example.com' });
  });

  it('logs out: forgets the access token and the role answers, and ends the session on the server', async () => {
    localStorage.setItem('accessToken', 'token-of-sam');
    let signedIn = true;
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/auth/sign-out': () => {
        signedIn = false;
        return jsonResponse({ success: true });
      },
      ...roleAnswers(sam.email, { buyer: true }),
    });
    const { result, queryClient } = renderAuthHook(() => ({ auth: useAuth(), buyer: useIsBuyer() }));
    await waitFor(() => expect(result.current.buyer).toEqual([true, false]));

    await act(() => result.current.auth.logout());

    expect(result.current.auth.user).toBeNull();
    expect(result.current.buyer).toEqual([false, false]);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(callsOf(fetchMock)).toContain('POST /api/auth/sign-out');
    const roleKeys = queryClient
      .getQueryCache()
      .findAll({ queryKey: ['auth', 'role'] })
      .map((query) => query.queryKey);
    expect(roleKeys.flat()).not.toContain(sam.email);
  });
});

describe('access token renewal', () => {
  const listed = z.object({ ok: z.literal(true) });

  it('is ready as soon as the session is read, and stops once it shows nobody', async () => {
    let signedIn = true;
    localStorage.setItem('accessToken', 'expired');
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => sessionResponse(signedIn ? sam : null),
      '/api/jwt': jsonResponse({ token: 'fresh' }),
      '/api/things': () =>
        localStorage.getItem('accessToken') === 'fresh'
          ? jsonResponse({ ok: true })
          : jsonResponse({ error: 'UNAUTHORIZED', message: 'The access token has expired.' }, 401),
    });
    const queryClient = createTestQueryClient();

    // Read outside React, as a route loader does.
    await queryClient.fetchQuery(sessionQueryOptions());
    await expect(apiRequest('/things', listed, { auth: true })).resolves.toEqual({ ok: true });
    expect(callsOf(fetchMock)).toContain('POST /api/jwt');

    signedIn = false;
    localStorage.setItem('accessToken', 'expired');
    await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
    fetchMock.mockClear();
    await expect(apiRequest('/things', listed, { auth: true })).rejects.toMatchObject({ status: 401 });
    expect(callsOf(fetchMock)).toEqual(['GET /api/things']);
  });
});

describe('role lookups', () => {
  it('are made only once an e-mail is known, and answer [flag, loading]', async () => {
    const session = deferredResponse();
    const fetchMock = mockFetch({
      '/api/auth/get-session': () => session.promise,
      ...roleAnswers(sam.email, { seller: true, admin: true }),
    });
    const { result } = renderAuthHook(() => ({
      admin: useIsAdmin(),
      buyer: useIsBuyer(),
      seller: useIsSeller(),
      sellerRole: useRole('seller'),
    }));

    expect(result.current.admin).toEqual([false, true]);
    expect(callsOf(fetchMock)).toEqual(['GET /api/auth/get-session']);

    session.resolve(sessionResponse(sam));

    await waitFor(() => expect(result.current.seller).toEqual([true, false]));
    expect(result.current.admin).toEqual([true, false]);
    expect(result.current.buyer).toEqual([false, false]);
    expect(result.current.sellerRole).toEqual([true, false]);
  });

  it('answer false and stop loading for nobody', async () => {
    mockFetch({ '/api/auth/get-session': sessionResponse(null) });
    const { result } = renderAuthHook(() => useRole('admin'));

    await waitFor(() => expect(result.current).toEqual([false, false]));
  });

  it('log only the seller lookup’s failures', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = () => jsonResponse({ error: 'FORBIDDEN', message: 'Refused' }, 403);
    mockFetch({
      '/api/auth/get-session': sessionResponse(sam),
      '/api/admin/sam.lee%40example.com': failure,
      '/api/buyer/sam.lee%40example.com': failure,
      '/api/seller/sam.lee%40example.com': failure,
    });
    const { result } = renderAuthHook(
      () => [useIsAdmin(), useIsBuyer(), useIsSeller()] as const,
      createQueryClient(),
    );

    await waitFor(() => expect(result.current.every(([, loading]) => !loading)).toBe(true));
    expect(result.current.map(([flag]) => flag)).toEqual([false, false, false]);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'Refused' }));
  });
});
