import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { readAccessToken, renewAccessToken } from '../../lib/access-token';
import { apiUrl } from '../../lib/api-url';

/** One event of the live stream: its type (`car.sold`, `message.created` …) and data. */
export interface LiveEvent {
  type: string;
  data: { carId?: string; conversationId?: string; offerId?: string; bookingId?: string };
}

const reconnectMs = 2000;

/**
 * Holds this tab's one stream of live events (Server-Sent Events read with fetch, which can send the access token
 * as EventSource cannot): the caller's own stream when signed in, the public car stream otherwise. A dropped stream
 * reconnects with Last-Event-ID, so the server replays what was missed; an expired token is renewed first.
 * Returns a function that closes it.
 */
export function openLiveEvents(options: {
  signedIn: boolean;
  onEvent: (event: LiveEvent) => void;
}): () => void {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function dispatch(message: EventSourceMessage) {
    if (message.id !== undefined) lastEventId = message.id;
    try {
      options.onEvent({
        type: message.event ?? 'message',
        data: JSON.parse(message.data) as LiveEvent['data'],
      });
    } catch {
      // A frame that is not ours (a proxy's) is skipped.
    }
  }

  async function connect(renewed = false): Promise<void> {
    const headers = new Headers({ Accept: 'text/event-stream' });
    // Just signed in: the access token may still be on its way.
    if (options.signedIn && !readAccessToken()) await renewAccessToken()?.catch(() => undefined);
    const token = options.signedIn ? readAccessToken() : null;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (lastEventId) headers.set('Last-Event-ID', lastEventId);
    const response = await fetch(apiUrl(token ? '/events' : '/events/cars'), {
      headers,
      signal: controller.signal,
      cache: 'no-store',
      // The stream only updates what is already on screen: it must not compete with the page's own scripts, data
      // and photos, and a page load is not waiting for it to end.
      priority: 'low',
    });
    if (response.status === 401 && !renewed) {
      await renewAccessToken();
      return connect(true);
    }
    if (!response.ok || !response.body) throw new Error(`live events answered ${response.status}`);
    const reader = response.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      dispatch(value);
    }
  }

  function run() {
    connect()
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted) timer = setTimeout(run, reconnectMs);
      });
  }
  run();
  return () => {
    clearTimeout(timer);
    controller.abort();
  };
}
