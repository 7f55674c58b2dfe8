/** One Server-Sent Event as a client receives it. */
export interface ReceivedEvent {
  id?: string;
  event: string;
  data: string;
  /** When it arrived (performance.now()), for delivery times. */
  at: number;
}

/**
 * A client of an SSE stream over real HTTP (fetch), as a browser tab holds one: it parses the frames as they arrive
 * and lets a test wait for the one it expects.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const received: ReceivedEvent[] = [];
  const waiters = new Set<() => void>();
  let buffer = '';
  let ended = false;
  const reading = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: ReceivedEvent = { event: 'message', data: '', at: performance.now() };
          for (const line of frame.split('\n')) {
            if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) event.data = line.slice(6);
          }
          if (frame.split('\n').every((line) => line.startsWith(':') || line.startsWith('retry:'))) continue;
          received.push(event);
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    } finally {
      ended = true;
      for (const wake of waiters) wake();
    }
  })();

  return {
    status: response.status,
    received,
    /** The first received event matching `match`, waiting up to `timeoutMs` for it. */
    async next(match: (event: ReceivedEvent) => boolean, timeoutMs = 2000): Promise<ReceivedEvent> {
      const found = () => received.find(match);
      const deadline = Date.now() + timeoutMs;
      while (!found()) {
        if (ended) throw new Error(`the stream ended before the event came: ${JSON.stringify(received)}`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no such event within ${timeoutMs} ms: ${JSON.stringify(received)}`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return found()!;
    },
    async close() {
      controller.abort();
      await reading;
    },
  };
}
