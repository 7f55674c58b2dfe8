import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startStripeSandbox } from '../src/stripe-sandbox/start.ts';
import { submitOnboardingPage } from '../src/stripe-sandbox/onboarding-page.ts';
import { createCar, createCarModel } from './builders.ts';
import { expectLedgerBalanced, owedToSeller } from './ledger.ts';
import { bookCar, payForBooking } from './paying.ts';
import { compileCacheDir, freePort, killServers, startProcess } from './server-process.ts';
import { bearer, signedUpAccount } from './sessions.ts';
import { buildTestApp } from './test-app.ts';
import type { TransferSenderSettings } from './transfer-sender.ts';

/**
 * A round of transfers under SIGKILL. A seller sells cars while their payout account is not enabled, so their money is
 * held; then their account is enabled and a server process starts sending them one transfer per sale. That process is
 * killed at a random moment while the sends are under way, restarted, killed again, and finally left to finish. Stripe
 * (the sandbox) runs here, outside the killed process, as Stripe does: whatever it was asked to do before a kill, it did.
 *
 * In the end every transfer row is paid, Stripe holds exactly one transfer per row, of the row's amount from the
 * sale's charge, and the books balance with nothing left owed to the seller.
 */
const rounds = Number(process.env.TRANSFER_CRASH_ROUNDS ?? 4);
/** Enough that no process finishes the round before its kill: each sends a handful at most. */
const sales = Math.max(32, 8 * rounds);
const feeBasisPoints = 500;
const senderEntry = fileURLToPath(new URL('./transfer-sender.ts', import.meta.url));

const started = await startStripeSandbox();
const { sandbox } = started;
const setup = await buildTestApp({ payments: started, platformFeeBasisPoints: feeBasisPoints });
const { app, db, pool } = setup;
const stripe = new Stripe(sandbox.secretKey, {
  host: started.address.host,
  port: started.address.port,
  protocol: 'http',
});

/**
 * The network between the sender and Stripe: it passes everything on, and when armed (`onTransferAnswer` says so) it
 * kills the sender as Stripe answers a transfer, so the answer never reaches it: a transfer made and not recorded.
 */
let onTransferAnswer: (() => Promise<boolean>) | undefined;
const network = http.createServer((request, response) => {
  const upstream = http.request(
    { ...started.address, method: request.method, path: request.url, headers: request.headers },
    async (answer) => {
      if (request.method === 'POST' && request.url === '/v1/transfers' && (await onTransferAnswer?.())) {
        answer.resume();
        response.destroy();
        return;
      }
      response.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => response.destroy());
  request.pipe(upstream);
});
await new Promise<void>((resolve) => network.listen(0, '127.0.0.1', resolve));

// Hooks run last first: the processes go before the database they work on is dropped.
afterAll(async () => {
  killServers();
  network.closeAllConnections();
  await new Promise((resolve) => network.close(resolve));
  await sandbox.close();
});

const senderPort = await freePort();
const senderSettings: TransferSenderSettings = {
  databaseUrl: setup.databaseUrl,
  port: senderPort,
  publicUrl: `http://127.0.0.1:${senderPort}`,
  authSecret: setup.secret,
  smtpUrl: setup.mailbox.url,
  vehicleDataDir: inject('vehicleDataDir'),
  platformFeeBasisPoints: feeBasisPoints,
  stripe: {
    secretKey: sandbox.secretKey,
    publishableKey: sandbox.publishableKey,
    webhookSecret: sandbox.webhookSecret,
    host: '127.0.0.1',
    port: (network.address() as AddressInfo).port,
  },
};

async function startSender() {
  const sender = await startProcess(
    senderEntry,
    { ...process.env, NODE_COMPILE_CACHE: compileCacheDir, TRANSFER_SENDER: JSON.stringify(senderSettings) },
    'the transfer sender is ready',
    senderPort,
  );
  expect(sender.outcome, sender.output()).toEqual({ ready: true });
  return sender;
}

/** Transfers Stripe has made so far: the sandbox announces each as it makes it. */
const madeAtStripe = () => sandbox.events().filter((event) => event.type === 'transfer.created').length;

const paidRows = async (sellerId: string) =>
  Number(
    (
      await pool.query(
        `select count(*) as paid from payout_transfers where seller_id = $1 and state = 'paid'`,
        [sellerId],
      )
    ).rows[0].paid,
  );

/** Pending transfer rows a transaction holds locked at this moment: sends between their lock and their commit. */
const sendsInFlight = async (sellerId: string) =>
  Number(
    (
      await pool.query(
        `with free as (
           select id from payout_transfers where seller_id = $1 and state = 'pending' for share skip locked)
         select (select count(*) from payout_transfers where seller_id = $1 and state = 'pending')
              - (select count(*) from free) as locked`,
        [sellerId],
      )
    ).rows[0].locked,
  );

/** Checks `condition` every millisecond: a kill must follow the moment it turns true. `what` says where things stood. */
const until = async (
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: () => string | Promise<string>,
) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${await what()}`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
};

interface Kill {
  /** Killed as Stripe answered a transfer (else at a moment after one was made). */
  atAnswer: boolean;
  /** Rows still to send when the process started. */
  pendingAtStart: number;
  /** Rows whose send this process committed before it died. */
  finished: number;
  /** Rows locked by a send under way the moment before the kill. */
  inFlight: number;
  /** Rows left with a transfer at Stripe and none on record after the kill (this process's, or earlier ones'). */
  madeNotRecorded: number;
}

describe('a round of transfers under SIGKILL', () => {
  it(`pays each of ${sales} sales once at Stripe, the sender killed mid-round (${rounds} rounds)`, async () => {
    const buyer = await signedUpAccount(app, 'buyer');
    const seller = await signedUpAccount(app, 'seller');
    const sellerId = (await pool.query('select id from accounts where user_email = $1', [seller.email]))
      .rows[0].id as string;
    const modelId = (await createCarModel(db, 'Crash Coupe')).id;
    for (let n = 0; n < sales; n++) {
      // Prices differ so that a transfer of the wrong sale's amount shows.
      const car = await createCar(db, { sellerId, modelId }, { resalePrice: 4_000 + 137 * n });
      const paid = await payForBooking(app, sandbox, buyer, await bookCar(app, buyer, car.id));
      expect(paid.response.statusCode, paid.response.body).toBe(200);
    }
    const rows = async () =>
      (
        await pool.query('select * from payout_transfers where seller_id = $1 order by created_at', [
          sellerId,
        ])
      ).rows;
    const held = await rows();
    expect(held.map((row) => row.state)).toEqual(held.map(() => 'pending'));
    expect(held).toHaveLength(sales);
    // Whole-dollar prices: the fee is exact.
    expect(held.map((row) => [Number(row.fee_cents), Number(row.amount_cents)])).toEqual(
      held.map((row) => {
        const fee = (Number(row.gross_cents) * feeBasisPoints) / 10_000;
        return [fee, Number(row.gross_cents) - fee];
      }),
    );
    const owed = held.reduce((sum, row) => sum + Number(row.amount_cents), 0);
    expect(await owedToSeller(pool, sellerId)).toBe(owed);

    // The seller onboards at Stripe; this server stops, so only the processes below send.
    const onboarding = await app.inject({
      method: 'POST',
      url: '/api/payouts/onboarding',
      headers: bearer(seller),
    });
    expect(onboarding.statusCode, onboarding.body).toBe(200);
    await submitOnboardingPage(onboarding.json().url);
    await app.close();
    expect(madeAtStripe()).toBe(0);

    const kills: Kill[] = [];
    for (let round = 1; round <= rounds; round++) {
      const paidBefore = await paidRows(sellerId);
      const madeBefore = madeAtStripe();
      const sender = await startSender();
      if (round === 1) {
        // Back from onboarding, the seller's payouts page reads the account: enabled, and the held money is queued.
        const page = await fetch(`${sender.url}/api/payouts`, { headers: bearer(seller) });
        expect(page.status).toBe(200);
        expect(await page.json()).toMatchObject({ status: 'enabled' });
      }
      // Killed as Stripe answers its first, second or third transfer on odd rounds (the answer is lost with it), and
      // up to 50 ms after Stripe made that transfer on even rounds (anywhere in the sends under way).
      const made = 1 + Math.floor(Math.random() * 3);
      const atAnswer = round % 2 === 1;
      let inFlight: number | undefined;
      const kill = async () => {
        inFlight = await sendsInFlight(sellerId);
        sender.child.kill('SIGKILL');
      };
      if (atAnswer) {
        let answered = 0;
        onTransferAnswer = async () => {
          if (++answered < made) return false;
          onTransferAnswer = undefined;
          await kill();
          return true;
        };
      }
      await until(
        () => (atAnswer ? inFlight !== undefined : madeAtStripe() >= madeBefore + made),
        60_000,
        () => `the sender made ${made} transfers (${madeAtStripe() - madeBefore} made):\n${sender.output()}`,
      );
      if (!atAnswer) {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 50));
        await kill();
      }
      await sender.exited;
      const paidAfter = await paidRows(sellerId);
      kills.push({
        atAnswer,
        pendingAtStart: sales - paidBefore,
        finished: paidAfter - paidBefore,
        inFlight: inFlight!,
        madeNotRecorded: madeAtStripe() - paidAfter,
      });
      expect(paidAfter, 'the kill came before the round was done').toBeLessThan(sales);
      // The transfer whose answer was lost is at Stripe, and its row is not paid.
      if (atAnswer) expect(madeAtStripe()).toBeGreaterThan(paidAfter);
    }

    // The last process finishes the round: sends never started, and sends cut short (their jobs stop beating and
    // are given another attempt), which find at Stripe the transfer a killed process made.
    const pendingAtLastStart = sales - (await paidRows(sellerId));
    const last = await startSender();
    await until(
      async () => (await paidRows(sellerId)) === sales,
      120_000,
      async () =>
        `every transfer is paid (${await paidRows(sellerId)} of ${sales} paid, ${madeAtStripe()} made at Stripe):\n` +
        last.output(),
    );
    last.child.kill('SIGTERM');
    expect(await last.exited, last.output()).toBe(0);

    const paid = await rows();
    expect(paid.map((row) => row.state)).toEqual(paid.map(() => 'paid'));
    const account = (
      await pool.query('select stripe_account_id from payout_accounts where seller_id = $1', [sellerId])
    ).rows[0].stripe_account_id as string;
    for (const row of paid) {
      const [sent, ...more] = (
        await stripe.transfers.list({ transfer_group: `booking-${row.booking_id}`, limit: 100 })
      ).data;
      expect(more, `transfers of booking ${row.booking_id}`).toEqual([]);
      const intent = await stripe.paymentIntents.retrieve(row.intent_id);
      expect(sent).toMatchObject({
        id: row.stripe_transfer_id,
        amount: Number(row.amount_cents),
        destination: account,
        source_transaction: intent.latest_charge,
      });
    }
    const atStripe = (await stripe.transfers.list({ destination: account, limit: 100 })).data;
    expect(atStripe).toHaveLength(sales);
    expect(madeAtStripe()).toBe(sales);
    expect(atStripe.reduce((sum, transfer) => sum + transfer.amount, 0)).toBe(owed);
    expect(await owedToSeller(pool, sellerId)).toBe(0);
    await expectLedgerBalanced(pool);

    console.info(
      `transfer kill rounds: ${rounds} kills, ${sales} sales (${owed} cents owed at a ${feeBasisPoints / 100} % fee); ` +
        kills
          .map(
            (kill, n) =>
              `kill ${n + 1} (${kill.atAnswer ? 'as Stripe answered' : 'after a transfer'}): ${kill.pendingAtStart} to send, ${kill.finished} paid, ${kill.inFlight} in flight, ` +
              `${kill.madeNotRecorded} made at Stripe with no record`,
          )
          .join('; ') +
        `; the last process finished ${pendingAtLastStart}; ${atStripe.length} transfers at Stripe for ` +
        `${paid.length} rows; seller owed ${await owedToSeller(pool, sellerId)} cents after; the books balance`,
    );
  }, 300_000);
});
