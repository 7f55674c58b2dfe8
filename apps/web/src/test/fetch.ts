import { vi } from 'vitest';

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Replaces the global `fetch` with one answering by URL path; unknown paths get a 404 error body.
 * A function value is called on each request, so a test can change answers between calls.
 */
export function mockFetch(answers: Record<string, Response | (() => Response | Promise<Response>)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const answer = answers[url.pathname];
    if (answer === undefined) return jsonResponse({ error: 'NOT_FOUND', message: 'Not found' }, 404);
    return typeof answer === 'function' ? answer() : answer.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
