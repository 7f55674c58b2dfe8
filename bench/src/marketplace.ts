import sharp from 'sharp';

/** What came back for every request a client made: answers by status, and requests that got no answer at all. */
export interface Tally {
  statuses: Map<number, number>;
  socketErrors: number;
}

export const newTally = (): Tally => ({ statuses: new Map(), socketErrors: 0 });

export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Thrown for a request that got no answer (refused, reset, timed out). */
export class NoAnswerError extends Error {}

/**
 * The calls the web app makes, as a signed-in person (or a visitor when `token` is left out); each request is counted
 * in `tally` when one is given.
 */
export function createClient(baseUrl: string, tally?: Tally) {
  async function request(
    method: string,
    path: string,
    options: {
      token?: string;
      json?: unknown;
      form?: URLSearchParams | FormData;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | URLSearchParams | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) body = options.form;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      if (tally) tally.socketErrors++;
      throw new NoAnswerError(`${method} ${path} got no answer`, { cause: error });
    }
    tally?.statuses.set(response.status, (tally.statuses.get(response.status) ?? 0) + 1);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      // Not JSON (a page, a script): kept as text.
    }
    return { status: response.status, headers: response.headers, body: parsed };
  }

  return {
    baseUrl,
    request,
    get: (path: string, token?: string) => request('GET', path, { token }),
  };
}

export type Client = ReturnType<typeof createClient>;

function expectStatus(answer: Answer, status: number, what: string): void {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
}

let photo: Buffer | undefined;

/** The vehicle data a listing must carry (make, model, year, mileage, ... and the ZIP code of where the car is). */
export const benchVehicle = {
  make: 'Toyota',
  modelName: 'Camry',
  year: 2021,
  mileage: 42_000,
  fuelType: 'gasoline',
  transmission: 'automatic',
  drivetrain: 'FWD',
  exteriorColor: 'white',
  zip: '78701',
} as const;

/** Lists a car for a seller as the add-product page does: the photo upload, then the listing. Returns its id. */
export async function listCar(client: Client, token: string, model: string, productName: string) {
  photo ??= await sharp({ create: { width: 800, height: 500, channels: 3, background: '#1f4e8c' } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'car.jpg');
  const uploaded = await client.request('POST', '/api/upload', { token, form });
  expectStatus(uploaded, 200, 'upload');
  const listed = await client.request('POST', '/api/allCar', {
    token,
    json: {
      productName,
      image: (uploaded.body as { data: { url: string } }).data.url,
      model,
      location: 'Austin, TX',
      resalePrice: 12_000,
      originalPrice: 21_000,
      useYear: 4,
      purchaseYear: 2021,
      phone: '+1 512 555 0142',
      ...benchVehicle,
    },
  });
  expectStatus(listed, 200, 'allCar');
  return (listed.body as { insertedId: string }).insertedId;
}

export async function advertiseCar(client: Client, token: string, carId: string) {
  const answer = await client.request('PUT', `/api/products/advertise/${carId}`, { token });
  expectStatus(answer, 200, 'advertise');
}

export async function deleteCar(client: Client, token: string, carId: string) {
  const answer = await client.request('DELETE', `/api/products/${carId}`, { token });
  expectStatus(answer, 200, 'delete car');
}

/** How a booking and payment ended: paid, or refused because someone else booked or bought the car first (409). */
export type Purchase = 'paid' | 'refused';

/**
 * Books a car and pays for it as the booking dialog and the payment page do: the booking, the payment intent, the card
 * confirmed at the Stripe sandbox with the client secret (as Stripe.js would), the payment record, the completion.
 */
export async function bookAndPay(
  client: Client,
  token: string,
  carId: string,
  sandbox: { publishableKey: string; apiBase: string },
): Promise<Purchase> {
  const booked = await client.request('POST', '/api/bookings', {
    token,
    json: { carId, location: 'Main Street parking', phone: '+1 512 555 0111' },
  });
  if (booked.status === 409) return 'refused';
  expectStatus(booked, 200, 'booking');
  const bookingId = (booked.body as { insertedId: string }).insertedId;
  const intent = await client.request('POST', '/api/create-payment-intent', { token, json: { bookingId } });
  if (intent.status === 409) return 'refused';
  expectStatus(intent, 200, 'payment intent');
  const clientSecret = (intent.body as { clientSecret: string }).clientSecret;
  const intentId = clientSecret.split('_secret_')[0]!;
  const confirmed = await client.request(
    'POST',
    `${sandbox.apiBase}/v1/payment_intents/${intentId}/confirm`,
    {
      form: new URLSearchParams({
        key: sandbox.publishableKey,
        client_secret: clientSecret,
        'payment_method_data[type]': 'card',
        'payment_method_data[card][number]': '4242424242424242',
        'payment_method_data[card][exp_month]': '12',
        'payment_method_data[card][exp_year]': String(new Date().getUTCFullYear() + 5),
        'payment_method_data[card][cvc]': '123',
      }),
    },
  );
  expectStatus(confirmed, 200, 'card confirmation');
  const recorded = await client.request('POST', '/api/payments', {
    token,
    json: { transactionId: (confirmed.body as { id: string }).id },
  });
  if (recorded.status === 409) return 'refused';
  expectStatus(recorded, 200, 'payment record');
  const completed = await client.request('PATCH', `/api/bookingPayment/${bookingId}`, { token });
  if (completed.status === 409) return 'refused';
  expectStatus(completed, 200, 'booking payment');
  return (completed.body as { paymentStatus: string }).paymentStatus === 'paid' ? 'paid' : 'refused';
}

/** Where the payment page confirms cards: the sandbox's key and the base of its API, as a path on the server. */
export async function sandboxGateway(client: Client) {
  const answer = await client.get('/api/paymentProvider');
  expectStatus(answer, 200, 'paymentProvider');
  const provider = answer.body as { kind: string; publishableKey: string; apiBase?: string };
  if (provider.kind !== 'sandbox' || !provider.apiBase)
    throw new Error('the server is not using the Stripe sandbox');
  return {
    publishableKey: provider.publishableKey,
    apiBase: new URL(provider.apiBase, client.baseUrl).pathname,
  };
}
