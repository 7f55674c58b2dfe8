import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { jsonResponse, mockFetch } from '../../../test/fetch';
import { publicRead } from './public-read';

describe('publicRead', () => {
  it('answers the JSON array the server sent', async () => {
    mockFetch({
      '/api/carModels': jsonResponse([{ _id: '1', model: 'Sedan', image: '/uploads/s-640.webp' }]),
    });

    await expect(publicRead('/carModels')).resolves.toEqual([
      { _id: '1', model: 'Sedan', image: '/uploads/s-640.webp' },
    ]);
  });

  it("turns an error answer into an ApiError with the server's code and message", async () => {
    mockFetch({
      '/api/carModels': jsonResponse({ error: 'INTERNAL', message: 'The database is down.' }, 500),
    });

    const failure = await publicRead('/carModels').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 500, code: 'INTERNAL', message: 'The database is down.' });
  });

  it('refuses an answer that is not a list (a proxy page, say)', async () => {
    mockFetch({
      '/api/carModels': () =>
        new Response('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } }),
    });

    await expect(publicRead('/carModels')).rejects.toMatchObject({ code: 'INTERNAL' });
  });
});
