import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';

const { app } = await buildTestApp();

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });
});
