import { carModelList, jwtResponse } from '@second-gear/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { bodyOf, callsOf, headersOf, renewAccessTokenFor } from '../test/auth';
import { jsonResponse, mockFetch } from '../test/fetch';
import { setAccessTokenRenewal } from './access-token';
import { ApiError, apiRequest } from './api-client';

describe('apiRequest', () => {
  it('returns the body parsed with the contract schema', async () => {
    const fetchMock = mockFetch({
      '/api/carModels': jsonResponse([{ _id: '1', model: 'Sedan', image: '/uploads/sedan-640.webp' }]),
    });

    await expect(apiRequest('/carModels', carModelList)).resolves.toEqual([
      { _id: '1', model: 'Sedan', image: '/uploads/sedan-640.webp' },
    ]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/carModels');
    expect(init.method).toBe('GET');
    expect(new Headers(init.headers).get('Accept')).toBe('application/json');
  });

  it('turns an {error, message} body into an ApiError with its code', async () => {
    mockFetch({
      '/api/carModels/Hover': jsonResponse({ error: 'NOT_FOUND', message: 'No such model' }, 404),
    });

    const error: unknown = await apiRequest('/carModels/Hover', carModelList).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'No such model' });
  });

  it('derives the code from the status when the error body is not the contract’s', async () => {
    mockFetch({ '/api/carModels': new Response('<h1>Bad gateway</h1>', { status: 502 }) });

    await expect(apiRequest('/carModels', carModelList)).rejects.toMatchObject({
      status: 502,
      code: 'GATEWAY_ERROR',
    });
  });

  it('rejects a successful response that does not match the contract', async () => {
    mockFetch({ '/api/carModels': jsonResponse([{ model: 'Sedan' }]) });

    await expect(apiRequest('/carModels', carModelList)).rejects.toMatchObject({
      name: 'ApiError',
      code: 'INTERNAL',
    });
  });

  it('sends a JSON body', async () => {
    const fetchMock = mockFetch({ '/api/things': jsonResponse([]) });

    await apiRequest('/things', carModelList, { method: 'POST', body: { email: 'a@b.c' } });

    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"email":"a@b.c"}');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('apiRequest error messages', () => {
  it('reads Better Auth’s {code, message} bodies, keeping its code apart from ours', async () => {
    mockFetch({
      '/api/auth/sign-up/email': jsonResponse(
        { code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: 'User already exists. Use another email.' },
        422,
      ),
    });

    await expect(
      apiRequest('/auth/sign-up/email', jwtResponse, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'BAD_REQUEST',
      providerCode: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
      message: 'User already exists. Use another email.',
    });
  });

  it('keeps our throttle message, which says when to try again', async () => {
    mockFetch({
      '/api/auth/sign-in/email': jsonResponse(
        {
          error: 'TOO_MANY_REQUESTS',
          message: 'Too many failed sign-ins for this account. Try again in 12 minutes.',
        },
        429,
      ),
    });

    await expect(
      apiRequest('/auth/sign-in/email', jwtResponse, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-ins for this account. Try again in 12 minutes.',
    });
  });

  it('gives a readable message when the body has none', async () => {
    mockFetch({ '/api/carModels': new Response('<h1>Bad gateway</h1>', { status: 502 }) });

    await expect(apiRequest('/carModels', carModelList)).rejects.toMatchObject({
      message: 'The server ran into a problem. Please try again in a moment.',
    });
  });

  it('turns an unreachable server into an ApiError with a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(apiRequest('/carModels', carModelList)).rejects.toMatchObject({
      name: 'ApiError',
      status: 0,
      message: 'We could not reach Second Gear. Check your connection and try again.',
    });
  });

  it('lets an abort through as it is', async () => {
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new DOMException('Aborted', 'AbortError')));

    await expect(apiRequest('/carModels', carModelList, { signal: controller.signal })).rejects.toMatchObject(
      { name: 'AbortError' },
    );
  });
});

describe('apiRequest with the access token', () => {
  const email = 'sam.lee@example.com';
  const listed = z.object({ ok: z.literal(true) });
  let stopRenewing: () => void = () => undefined;

  afterEach(() => stopRenewing());

  function renewForSam() {
    stopRenewing = setAccessTokenRenewal(renewAccessTokenFor(email));
  }

  function authorizationOf(call: unknown[]): string | null {
    return headersOf(call).get('Authorization');
  }

  it('sends the stored token as a bearer credential only on calls that ask for it', async () => {
    localStorage.setItem('accessToken', 'token-1');
    const fetchMock = mockFetch({ '/api/things': jsonResponse({ ok: true }) });

    await apiRequest('/things', listed, { auth: true });
    await apiRequest('/things', listed);

    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe('Bearer token-1');
    expect(authorizationOf(fetchMock.mock.calls[1]!)).toBeNull();
    expect((fetchMock.mock.calls[0] as unknown[])[1]).toMatchObject({ credentials: 'same-origin' });
  });

  it('renews an expired token once through POST /api/jwt and repeats the call with the new one', async () => {
    renewForSam();
    localStorage.setItem('accessToken', 'expired');
    const fetchMock = mockFetch({
      '/api/things': () =>
        localStorage.getItem('accessToken') === 'fresh'
          ? jsonResponse({ ok: true })
          : jsonResponse({ error: 'UNAUTHORIZED', message: 'The access token has expired.' }, 401),
      '/api/jwt': jsonResponse({ token: 'fresh' }),
    });

    await expect(apiRequest('/things', listed, { auth: true })).resolves.toEqual({ ok: true });

    expect(callsOf(fetchMock)).toEqual(['GET /api/things', 'POST /api/jwt', 'GET /api/things']);
    expect(bodyOf(fetchMock.mock.calls[1]!)).toEqual({ email });
    expect(authorizationOf(fetchMock.mock.calls[0]!)).toBe('Bearer expired');
    expect(authorizationOf(fetchMock.mock.calls[2]!)).toBe('Bearer fresh');
    expect(localStorage.getItem('accessToken')).toBe('fresh');
  });

  /** A JWT whose `exp` is `seconds` from now (the signature is the server's business). */
  function tokenExpiringIn(seconds: number, name: string): string {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-');
    const exp = Math.floor(Date.now() / 1000) + seconds;
    return `${part({ alg: 'HS256' })}.${part({ sub: name, exp })}.signature`;
  }

  it('renews a token about to expire before using it, once for calls made at the same moment', async () => {
    renewForSam();
    const fresh = tokenExpiringIn(900, 'fresh');
    localStorage.setItem('accessToken', tokenExpiringIn(5, 'expiring'));
    const fetchMock = mockFetch({
      '/api/things': () =>
        localStorage.getItem('accessToken') === fresh
          ? jsonResponse({ ok: true })
          : jsonResponse({ error: 'UNAUTHORIZED', message: 'The access token has expired.' }, 401),
      '/api/jwt': jsonResponse({ token: fresh }),
    });

    await Promise.all([
      apiRequest('/things', listed, { auth: true }),
      apiRequest('/things', listed, { auth: true }),
    ]);

    expect(callsOf(fetchMock)).toEqual(['POST /api/jwt', 'GET /api/things', 'GET /api/things']);
  });

  it('uses a token with time left as it is', async () => {
    renewForSam();
    localStorage.setItem('accessToken', tokenExpiringIn(600, 'current'));
    const fetchMock = mockFetch({ '/api/things': jsonResponse({ ok: true }) });

    await apiRequest('/things', listed, { auth: true });

    expect(callsOf(fetchMock)).toEqual(['GET /api/things']);
  });

  it('renews only once: a second 401 goes up to the caller', async () => {
    renewForSam();
    const fetchMock = mockFetch({
      '/api/things': jsonResponse({ error: 'UNAUTHORIZED', message: 'Sign in again.' }, 401),
      '/api/jwt': jsonResponse({ token: 'fresh' }),
    });

    await expect(apiRequest('/things', listed, { auth: true })).rejects.toMatchObject({
      status: 401,
      message: 'Sign in again.',
    });
    expect(callsOf(fetchMock)).toEqual(['GET /api/things', 'POST /api/jwt', 'GET /api/things']);
  });

  it('lets the renewal’s error go up when the session has ended', async () => {
    renewForSam();
    const fetchMock = mockFetch({
      '/api/things': jsonResponse({ error: 'UNAUTHORIZED', message: 'The access token has expired.' }, 401),
      '/api/jwt': jsonResponse({ error: 'UNAUTHORIZED', message: 'Please sign in.' }, 401),
    });

    await expect(apiRequest('/things', listed, { auth: true })).rejects.toMatchObject({
      status: 401,
      message: 'Please sign in.',
    });
    expect(callsOf(fetchMock)).toEqual(['GET /api/things', 'POST /api/jwt']);
  });

  it('shares one renewal among calls that fail together', async () => {
    renewForSam();
    const fetchMock = mockFetch({
      '/api/things': () =>
        localStorage.getItem('accessToken') === 'fresh'
          ? jsonResponse({ ok: true })
          : jsonResponse({ error: 'UNAUTHORIZED', message: 'Expired.' }, 401),
      '/api/jwt': jsonResponse({ token: 'fresh' }),
    });

    await Promise.all([
      apiRequest('/things', listed, { auth: true }),
      apiRequest('/things', listed, { auth: true }),
    ]);

    expect(callsOf(fetchMock).filter((call) => call === 'POST /api/jwt')).toHaveLength(1);
  });

  it('does not try to renew when nobody is signed in', async () => {
    const fetchMock = mockFetch({
      '/api/things': jsonResponse({ error: 'UNAUTHORIZED', message: 'Please sign in.' }, 401),
    });

    await expect(apiRequest('/things', listed, { auth: true })).rejects.toBeInstanceOf(ApiError);
    expect(callsOf(fetchMock)).toEqual(['GET /api/things']);
  });

  it('does not renew for a 401 of a call without the token', async () => {
    renewForSam();
    const fetchMock = mockFetch({
      '/api/auth/sign-in/email': jsonResponse(
        { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' },
        401,
      ),
    });

    await expect(
      apiRequest('/auth/sign-in/email', listed, { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });
    expect(callsOf(fetchMock)).toEqual(['POST /api/auth/sign-in/email']);
  });
});
