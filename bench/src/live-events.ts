import type pg from 'pg';
import { verifyAddress } from './database.ts';
import { residentMiB } from './server-process.ts';
import { accessTokenFor, signUp } from './sign-in.ts';

export interface LiveEventFigures {
  messages: number;
  /** From the start of the POST on B to the event's arrival on the stream A holds. */
  deliveryMedianMs: number;
  deliveryP99Ms: number;
  streams: number;
  /** The server's resident memory with no stream open and with `streams` open. */
  idleMiB: number;
  heldMiB: number;
  perStreamKiB: number;
  /** One car event with every stream open: how long until the last stream had it. */
  fanOutMs: number;
  fanOutReached: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** The server's resident memory once it has been quiet for a while: the median of five readings a second apart. */
async function settledMiB(pid: number): Promise<number> {
  const readings = [];
  for (let reading = 0; reading < 5; reading++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    readings.push(residentMiB(pid));
  }
  return readings.sort((x, y) => x - y)[2]!;
}

/** A stream held like a browser tab's: counts the frames of each type and wakes whoever waits for one. */
async function holdStream(url: string, token?: string) {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: controller.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`${url} answered ${response.status}`);
  const waiting = new Map<string, (at: number) => void>();
  const seen = new Map<string, number>();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body!) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          const type = /^event: (.*)$/m.exec(frame)?.[1];
          if (!data || !type) continue;
          const parsed = JSON.parse(data) as { messageId?: string; carId?: string };
          const key = `${type}:${parsed.messageId ?? parsed.carId ?? ''}`;
          const at = performance.now();
          seen.set(key, at);
          waiting.get(key)?.(at);
        }
      }
    } catch {
      // Closed by the benchmark.
    }
  })();
  return {
    /** When the event `key` (`type:id`) arrived, waiting for it if it has not yet. */
    arrival(key: string, timeoutMs = 10_000): Promise<number> {
      const at = seen.get(key);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${key} did not arrive in ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiting.set(key, (arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        });
      });
    },
    close: () => controller.abort(),
  };
}

/**
 * Messages posted on instance B reach a stream held on instance A (one database, LISTEN/NOTIFY between them): the time
 * of each of `messages`, sequentially, from the start of the POST to the event on A's stream. Buyers take turns so the
 * per-account limit (20 a minute) never refuses one. Before that, A holds `streams` public streams at once: its
 * resident memory against the same server with none, and how long one car event takes to reach all of them.
 */
export async function liveEventFigures(options: {
  a: string;
  b: string;
  serverPid: number;
  database: pg.Client;
  messages: number;
  streams: number;
}): Promise<LiveEventFigures> {
  const { a, b, database } = options;
  const { rows } = await database.query<{ id: string; email: string; price: number }>(
    `select c.id, s.user_email as email, c.resale_price as price from cars c join accounts s on s.id = c.seller_id
     where c.sale_status = 'available' order by c.created_at desc limit 1`,
  );
  const car = rows[0];
  if (!car) throw new Error('no car for sale to talk about');
  const sellerToken = await accessTokenFor(a, car.email);
  const stamp = Date.now().toString(36);
  const perBuyer = 20;
  const buyers = [];
  for (let index = 0; index < Math.ceil(options.messages / perBuyer); index++) {
    const email = `talk-${stamp}-${index}@example.com`;
    const buyer = await signUp(b, email, 'buyer');
    await verifyAddress(database, email);
    buyers.push(buyer);
  }
  const idleMiB = await settledMiB(options.serverPid);
  const held = [];
  for (let index = 0; index < options.streams; index++) held.push(await holdStream(`${a}/api/events/cars`));
  const heldMiB = await settledMiB(options.serverPid);
  // The seller lowers the price on B: every stream A holds hears of it.
  const changed = performance.now();
  const repriced = await fetch(`${b}/api/products/${car.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sellerToken}` },
    body: JSON.stringify({ resalePrice: car.price - 100 }),
  });
  if (repriced.status !== 200) throw new Error(`the price change answered ${repriced.status}`);
  const arrivals = await Promise.allSettled(
    held.map((each) => each.arrival(`car.updated:${car.id}`, 30_000)),
  );
  const reached = arrivals.filter((arrival) => arrival.status === 'fulfilled');
  for (const each of held) each.close();
  const stream = await holdStream(`${a}/api/events`, sellerToken);
  const post = async (token: string, path: string, body: object) => {
    const answer = await fetch(`${b}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${await answer.text()}`);
    return (await answer.json()) as { _id: string; lastMessage?: { _id: string } };
  };
  const conversations = new Map<string, string>();
  const timings: number[] = [];
  try {
    for (let sent = 0; sent < options.messages; sent++) {
      const buyer = buyers[sent % buyers.length]!;
      const text = `Question ${sent + 1}: is the car still for sale?`;
      const started = performance.now();
      const conversationId = conversations.get(buyer.email);
      let messageId: string;
      if (conversationId) {
        messageId = (await post(buyer.token, `/api/conversations/${conversationId}/messages`, { text }))._id;
      } else {
        const opened = await post(buyer.token, '/api/conversations', { carId: car.id, text });
        conversations.set(buyer.email, opened._id);
        messageId = opened.lastMessage!._id;
      }
      timings.push((await stream.arrival(`message.created:${messageId}`)) - started);
    }
  } finally {
    stream.close();
  }
  timings.sort((x, y) => x - y);

  return {
    messages: timings.length,
    deliveryMedianMs: percentile(timings, 50),
    deliveryP99Ms: percentile(timings, 99),
    streams: options.streams,
    idleMiB,
    heldMiB,
    perStreamKiB: ((heldMiB - idleMiB) * 1024) / options.streams,
    fanOutMs:
      Math.max(...reached.map((arrival) => (arrival as PromiseFulfilledResult<number>).value)) - changed,
    fanOutReached: reached.length,
  };
}
