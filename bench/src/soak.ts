import { residentMiB } from './server-process.ts';
import {
  bookAndPay,
  createClient,
  NoAnswerError,
  newTally,
  sandboxGateway,
  type Client,
} from './marketplace.ts';
import { demoPassword, signUp } from './sign-in.ts';

export interface SoakFigures {
  seconds: number;
  users: number;
  requests: number;
  requestsPerSecond: number;
  serverErrors: number;
  socketErrors: number;
  /** Refusals a buyer can meet: the car was sold or booked by them already (409), or too many attempts (429). */
  conflicts: number;
  tooManyRequests: number;
  /** Journeys that met an answer they should not have (other than the counted 5xx and socket errors). */
  unexpected: number;
  sales: number;
  purchasesRefused: number;
  memory: { afterWarmUpMiB: number; endMiB: number; peakMiB: number; growthPercent: number };
}

interface ListedCar {
  _id: string;
  saleStatus: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/**
 * `users` simulated people for `seconds`, each doing one thing after another: browsing (the home page and its scripts,
 * the models, the carousel, model pages and their next pages; 60 %), signing in again (10 %), or booking an available
 * car from a model page and paying for it through the Stripe sandbox (30 %). Buyers race for the newest cars, so some
 * purchases are refused (409). The server's memory is sampled every 5 s; growth is from the end of the first tenth.
 */
export async function soak(options: {
  baseUrl: string;
  serverPid: number;
  seconds: number;
  users: number;
  models: string[];
}): Promise<SoakFigures> {
  const tally = newTally();
  const client = createClient(options.baseUrl, tally);
  const setup = createClient(options.baseUrl);
  const gateway = await sandboxGateway(setup);
  const home = await setup.get('/');
  const assets = [...String(home.body).matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(
    (match) => match[1]!,
  );
  const stamp = Date.now().toString(36);
  const people: { email: string; token: string }[] = [];
  for (let index = 0; index < options.users; index++) {
    people.push(await signUp(options.baseUrl, `soak-${stamp}-${index}@example.com`, 'buyer'));
  }

  const figures = { unexpected: 0, sales: 0, purchasesRefused: 0 };
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  const warmUpEnd = started + Math.max(10, options.seconds / 10) * 1000;
  const memory = { afterWarmUpMiB: 0, endMiB: 0, peakMiB: 0 };
  const sampler = setInterval(() => {
    const now = residentMiB(options.serverPid);
    memory.peakMiB = Math.max(memory.peakMiB, now);
    if (!memory.afterWarmUpMiB && performance.now() >= warmUpEnd) memory.afterWarmUpMiB = now;
  }, 5000);

  async function browse(token: string) {
    if (Math.random() < 0.3) {
      await client.get('/');
      for (const asset of assets) await client.get(asset);
    }
    await client.get('/api/carModels');
    await client.get('/api/products/advertise');
    let path: string | undefined = `/api/carModels/${encodeURIComponent(pick(options.models))}`;
    while (path) {
      const page = await client.get(path, token);
      path =
        Math.random() < 0.3 ? /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1] : undefined;
    }
  }

  /** The first available car on a model's pages, newest first (the pages a buyer scrolls through). */
  async function availableCar(token: string): Promise<string | undefined> {
    let path: string | undefined = `/api/carModels/${encodeURIComponent(pick(options.models))}`;
    for (let pages = 0; path && pages < 10; pages++) {
      const page = await client.get(path, token);
      const available = ((page.body ?? []) as ListedCar[]).filter((car) => car.saleStatus === 'available');
      if (available.length > 0) return pick(available.slice(0, 4))._id;
      path = /<([^>]+)>; rel="next"/.exec(page.headers.get('link') ?? '')?.[1];
    }
    return undefined;
  }

  async function person(index: number) {
    const me = people[index]!;
    while (performance.now() < deadline) {
      try {
        const action = Math.random();
        if (action < 0.6) await browse(me.token);
        else if (action < 0.7) me.token = await signInAgain(client, me.email);
        else {
          const carId = await availableCar(me.token);
          if (!carId) continue;
          if ((await bookAndPay(client, me.token, carId, gateway)) === 'paid') figures.sales++;
          else figures.purchasesRefused++;
        }
      } catch (error) {
        // Socket errors and 5xx are counted by the tally; anything else is a journey that went wrong.
        if (!(error instanceof NoAnswerError)) figures.unexpected++;
      }
    }
  }

  try {
    await Promise.all(people.map((_, index) => person(index)));
  } finally {
    clearInterval(sampler);
  }
  memory.endMiB = residentMiB(options.serverPid);
  memory.afterWarmUpMiB ||= memory.endMiB;
  const elapsed = (performance.now() - started) / 1000;
  const requests = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0) + tally.socketErrors;
  const countOf = (test: (status: number) => boolean) =>
    [...tally.statuses].filter(([status]) => test(status)).reduce((sum, [, count]) => sum + count, 0);
  return {
    seconds: Math.round(elapsed),
    users: options.users,
    requests,
    requestsPerSecond: requests / elapsed,
    serverErrors: countOf((status) => status >= 500),
    socketErrors: tally.socketErrors,
    conflicts: countOf((status) => status === 409),
    tooManyRequests: countOf((status) => status === 429),
    ...figures,
    memory: {
      ...memory,
      growthPercent: ((memory.endMiB - memory.afterWarmUpMiB) / memory.afterWarmUpMiB) * 100,
    },
  };
}

/** A password sign-in and a new access token, as the login page gets them. */
async function signInAgain(client: Client, email: string): Promise<string> {
  const origin = { origin: client.baseUrl };
  const signedIn = await client.request('POST', '/api/auth/sign-in/email', {
    json: { email, password: demoPassword },
    headers: origin,
  });
  if (signedIn.status !== 200) throw new Error(`sign-in answered ${signedIn.status}`);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  const token = await client.request('POST', '/api/jwt', { json: { email }, headers: { ...origin, cookie } });
  if (token.status !== 200) throw new Error(`jwt answered ${token.status}`);
  return (token.body as { token: string }).token;
}
