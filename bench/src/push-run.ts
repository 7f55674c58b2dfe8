import {
  startPushServiceStandIn,
  type PushServiceStandIn,
} from '../../apps/server/test/stand-ins/push-service.ts';
import { benchLog, startBenchRun, writeResults } from './bench-run.ts';
import { connect, verifyAddress } from './database.ts';
import { startServer } from './server-process.ts';
import { accessTokenFor, signUp } from './sign-in.ts';

// From a message sent (the buyer's POST) to its notification received, decrypted, at a push service on this machine
// (`npm run bench:push`): the seller's device takes messages; the server writes the delivery and its job in the
// message's transaction, a worker encrypts, signs and sends it. The median of 20, one message at a time.
const port = Number(process.env.BENCH_PORT ?? 5200);
const rounds = 20;
const log = benchLog;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const {
  dataDirs: [dataDir],
  cleanUp,
} = await startBenchRun(log);
let pushService: PushServiceStandIn | undefined;

try {
  pushService = await startPushServiceStandIn();
  log('starting the server (demo data)');
  await startServer({ dataDir, port, env: { PUSH_HTTP_HOSTS: '127.0.0.1', LOG_LEVEL: 'warn' } });
  const baseUrl = `http://127.0.0.1:${port}`;
  const database = await connect(dataDir);
  // A demo car and its seller (every demo person has the published demo password).
  const { rows } = await database.query<{ id: string; email: string }>(
    `select c.id, a.user_email as email from cars c join accounts a on a.id = c.seller_id
     where c.sale_status = 'available' and c.dealer_id is null order by c.id limit 1`,
  );
  const car = rows[0]!;
  const buyer = await signUp(baseUrl, `push-bench-${Date.now().toString(36)}@example.com`, 'buyer');
  await verifyAddress(database, buyer.email);
  await database.end();
  const sellerToken = await accessTokenFor(baseUrl, car.email);

  const publicKey = ((await (await fetch(`${baseUrl}/api/push/public-key`)).json()) as { publicKey: string })
    .publicKey;
  const device = pushService.subscribe(publicKey);
  const subscribed = await fetch(`${baseUrl}/api/push/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sellerToken}`, origin: baseUrl },
    body: JSON.stringify({ endpoint: device.endpoint, keys: device.keys, topics: ['messages'] }),
  });
  if (subscribed.status !== 200) throw new Error(`subscribing answered ${subscribed.status}`);

  const timings: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const sentAt = performance.now();
    const sent = await fetch(`${baseUrl}/api/conversations`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${buyer.token}`,
        origin: baseUrl,
      },
      body: JSON.stringify({ carId: car.id, text: `Question ${round + 1}: is it still available?` }),
    });
    if (sent.status !== 200) throw new Error(`sending a message answered ${sent.status}`);
    const received = await pushService.waitFor(device.endpoint, round + 1);
    timings.push(received[round]!.receivedAt - sentAt);
  }
  const results = {
    rounds,
    medianMs: Number(median(timings).toFixed(1)),
    minMs: Number(Math.min(...timings).toFixed(1)),
    maxMs: Number(Math.max(...timings).toFixed(1)),
  };
  await writeResults('push', results);
  console.log(JSON.stringify(results, null, 2));
} finally {
  await pushService?.close();
  await cleanUp();
}
