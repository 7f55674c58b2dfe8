import autocannon from 'autocannon';
import type pg from 'pg';
import {
  advertiseCar,
  bookAndPay,
  deleteCar,
  listCar,
  sandboxGateway,
  type Answer,
  type Client,
} from './marketplace.ts';
import { verifyAddress } from './database.ts';
import { accessTokenFor, signUp } from './sign-in.ts';

interface ShownCar {
  _id: string;
  saleStatus: string;
  sellerStatus?: string;
  sellerEmail?: string;
}

export interface FreshnessFigures {
  rounds: number;
  /** Reads made right after a write, each expected to show it. */
  checks: number;
  /** Those that did not show the write. */
  stale: number;
  staleByWrite: Record<string, number>;
}

/**
 * Whether each kind of write that changes the catalogue is visible on the very next request to another server instance
 * on the same database: a car listed, advertised, sold, deleted, its seller verified, its seller's account deleted.
 * Writes go to `writer`; the reads that follow go to `reader`, whose catalogue cache is kept warm by a background
 * load of the same pages meanwhile. Nothing is retried: one read per write.
 */
export async function freshAfterWrite(options: {
  reader: Client;
  writer: Client;
  database: pg.Client;
  model: string;
  adminEmail: string;
  rounds: number;
  /** A signed-in buyer's token for the background load. */
  loadToken: string;
}): Promise<FreshnessFigures> {
  const { reader, writer, database, model } = options;
  const modelPath = `/api/carModels/${encodeURIComponent(model)}`;
  const figures: FreshnessFigures = { rounds: options.rounds, checks: 0, stale: 0, staleByWrite: {} };
  const check = (write: string, shown: boolean) => {
    figures.checks++;
    if (!shown) {
      figures.stale++;
      figures.staleByWrite[write] = (figures.staleByWrite[write] ?? 0) + 1;
    }
  };
  const read = async (path: string, token?: string): Promise<Answer> => {
    const answer = await reader.get(path, token);
    if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
    return answer;
  };
  const stamp = Date.now().toString(36);
  await signUp(writer.baseUrl, options.adminEmail, 'buyer');
  // ADMIN_EMAILS makes an administrator of a verified address only.
  await verifyAddress(database, options.adminEmail);
  const adminToken = await accessTokenFor(writer.baseUrl, options.adminEmail);
  const buyer = await signUp(writer.baseUrl, `fresh-buyer-${stamp}@example.com`, 'buyer');
  await verifyAddress(database, buyer.email);
  const gateway = await sandboxGateway(writer);
  const modelPage = async () => (await read(modelPath, buyer.token)).body as ShownCar[];
  const advertised = async () =>
    ((await read('/api/products/advertise')).body as { _id: string }[]).map((car) => car._id);

  const loads = [modelPath, '/api/products/advertise'].map((path) =>
    autocannon({
      url: `${reader.baseUrl}${path}`,
      connections: 8,
      duration: 3600,
      headers: { authorization: `Bearer ${options.loadToken}` },
    }),
  );
  try {
    for (let round = 0; round < options.rounds; round++) {
      const seller = await signUp(writer.baseUrl, `fresh-seller-${stamp}-${round}@example.com`, 'seller');
      await verifyAddress(database, seller.email);
      const [{ id: sellerId }] = (
        await database.query<{ id: string }>('select id from accounts where user_email = $1', [seller.email])
      ).rows as [{ id: string }];

      const sold = await listCar(writer, seller.token, model, `Fresh check ${round}`);
      check(
        'car listed',
        (await modelPage()).some((car) => car._id === sold),
      );

      await advertiseCar(writer, seller.token, sold);
      check('car advertised', (await advertised()).includes(sold));

      const verified = await writer.request('PUT', `/api/sellers/verifyStatus/${sellerId}`, {
        token: adminToken,
        json: { sellerStatus: 'verified' },
      });
      if (verified.status !== 200) throw new Error(`verifyStatus answered ${verified.status}`);
      check(
        'seller verified',
        (await modelPage()).find((car) => car._id === sold)?.sellerStatus === 'verified',
      );

      if ((await bookAndPay(writer, buyer.token, sold, gateway)) !== 'paid')
        throw new Error('the purchase failed');
      check('car sold: off the carousel', !(await advertised()).includes(sold));
      check(
        'car sold: marked sold',
        (await modelPage()).find((car) => car._id === sold)?.saleStatus === 'sold',
      );

      const deleted = await listCar(writer, seller.token, model, `Fresh check ${round}, deleted`);
      check(
        'car listed',
        (await modelPage()).some((car) => car._id === deleted),
      );
      await deleteCar(writer, seller.token, deleted);
      check('car deleted', !(await modelPage()).some((car) => car._id === deleted));

      const unsold = await listCar(writer, seller.token, model, `Fresh check ${round}, unsold`);
      check(
        'car listed',
        (await modelPage()).some((car) => car._id === unsold),
      );
      const removed = await writer.request('DELETE', `/api/sellers/${sellerId}`, { token: adminToken });
      if (removed.status !== 200) throw new Error(`deleting the seller answered ${removed.status}`);
      const page = await modelPage();
      check('seller account deleted: unsold car gone', !page.some((car) => car._id === unsold));
      check(
        "seller account deleted: sold car without the seller's contact",
        page.find((car) => car._id === sold)?.sellerEmail === undefined,
      );
    }
  } finally {
    for (const load of loads) load.stop();
    await Promise.all(loads);
  }
  return figures;
}
