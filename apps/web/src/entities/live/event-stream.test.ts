import { afterEach, describe, expect, it, vi } from 'vitest';
import { openLiveEvents, type LiveEvent } from './event-stream';

/** A stream answer that sends `chunks` as they come, split wherever the test splits them, then ends. */
function eventStream(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream' } });
}

function collect() {
  const events: LiveEvent[] = [];
  return { events, onEvent: (event: LiveEvent) => events.push(event) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('openLiveEvents', () => {
  it('reads events split across chunks, with comments, CRLF line ends and data on several lines', async () => {
    const fetchMock = vi.fn(async () =>
      eventStream([
        ': keep-alive\n\n',
        'id: 7\r\nevent: car.sold\r\ndata: {"carId":',
        '"c1"}\r\n\r\n',
        'id: 8\nevent: car.updated\ndata: {"carId":\ndata: "c2"}\n\n',
      ]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { events, onEvent } = collect();
    const close = openLiveEvents({ signedIn: false, onEvent });
    await vi.waitFor(() => expect(events).toHaveLength(2));
    close();
    expect(events).toEqual([
      { type: 'car.sold', data: { carId: 'c1' } },
      // Two data lines are one value joined by a new line, as the standard says: valid JSON here.
      { type: 'car.updated', data: { carId: 'c2' } },
    ]);
  });

  it('skips a frame that is not JSON and goes on reading', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        eventStream(['event: car.sold\ndata: not json\n\n', 'event: car.sold\ndata: {"carId":"c3"}\n\n']),
      ),
    );
    const { events, onEvent } = collect();
    const close = openLiveEvents({ signedIn: false, onEvent });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'car.sold', data: { carId: 'c3' } }]));
    close();
  });

  it('reconnects after the stream ends, asking for what it missed with the last id it saw', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push(new Headers(init.headers));
        return requests.length === 1
          ? eventStream(['id: 41\nevent: car.listed\ndata: {"carId":"c4"}\n\n'])
          : eventStream([]);
      }),
    );
    const { events, onEvent } = collect();
    const close = openLiveEvents({ signedIn: false, onEvent });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(requests[0]!.get('Last-Event-ID')).toBe(null);
    await vi.advanceTimersByTimeAsync(2000);
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]!.get('Last-Event-ID')).toBe('41');
    close();
  });

  it("waits as long as a refusal's Retry-After asks before trying again", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        return calls === 1
          ? new Response(JSON.stringify({ error: 'Too Many Requests', message: 'Too many live streams.' }), {
              status: 429,
              headers: { 'Retry-After': '30' },
            })
          : eventStream([]);
      }),
    );
    const close = openLiveEvents({ signedIn: false, onEvent: () => undefined });
    await vi.waitFor(() => expect(calls).toBe(1));
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls).toBe(2));
    close();
  });
});
