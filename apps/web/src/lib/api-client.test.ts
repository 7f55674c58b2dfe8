import { carModelList } from '@second-gear/contract';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../test/fetch';
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
      code: 'INTERNAL',
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
