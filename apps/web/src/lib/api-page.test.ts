import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonResponse, mockFetch } from '../test/fetch';
import { apiPage, nextLinkTarget } from './api-page';

describe('apiPage', () => {
  const page = z.array(z.object({ _id: z.string() }));

  function pageAnswer(body: unknown, link?: string): Response {
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (link !== undefined) headers.set('Link', link);
    return new Response(JSON.stringify(body), { status: 200, headers });
  }

  it('returns the page and the next page’s path from the Link header, which requests that very URL', async () => {
    const fetchMock = mockFetch({
      '/api/carModels/Pick%20up': () =>
        fetchMock.mock.calls.length === 1
          ? pageAnswer(
              [{ _id: '1' }],
              '</api/carModels/Pick%20up?after=MjAyNi0wMw%3D%3D&limit=2>; rel="next"',
            )
          : pageAnswer([{ _id: '2' }]),
    });

    const first = await apiPage('/carModels/Pick%20up', page, { auth: true });
    expect(first).toEqual({
      data: [{ _id: '1' }],
      next: '/carModels/Pick%20up?after=MjAyNi0wMw%3D%3D&limit=2',
    });

    const second = await apiPage(first.next!, page, { auth: true });
    expect(second).toEqual({ data: [{ _id: '2' }], next: undefined });
    expect(String(fetchMock.mock.calls[1]![0])).toBe(
      '/api/carModels/Pick%20up?after=MjAyNi0wMw%3D%3D&limit=2',
    );
  });

  it('throws the ApiError of a refusal, as apiRequest does', async () => {
    mockFetch({
      '/api/carModels/Hover': jsonResponse({ error: 'NOT_FOUND', message: 'No such model' }, 404),
    });

    await expect(apiPage('/carModels/Hover', page)).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('follows only our own API: another origin or path gives no next page', async () => {
    mockFetch({
      '/api/elsewhere': pageAnswer([], '<https://evil.example/api/carModels?after=1>; rel="next"'),
      '/api/outside': pageAnswer([], '</uploads/a.webp>; rel="next"'),
    });

    await expect(apiPage('/elsewhere', page)).resolves.toEqual({ data: [], next: undefined });
    await expect(apiPage('/outside', page)).resolves.toEqual({ data: [], next: undefined });
  });
});

describe('nextLinkTarget', () => {
  it.each([
    ['</a?after=1>; rel="next"', '/a?after=1'],
    ['</a?before=1>; rel="prev", </a?after=1>; rel=next', '/a?after=1'],
    ['</a?after=1>; title="Next"; rel="prefetch next"', '/a?after=1'],
    ['</a?before=1>; rel="prev"', undefined],
    ['', undefined],
    [null, undefined],
  ])('reads %j as %j', (header, target) => {
    expect(nextLinkTarget(header)).toBe(target);
  });
});
