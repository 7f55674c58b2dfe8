import { createHash } from 'node:crypto';
import type {
  PushMessage,
  PushSubscription,
  PushSubscriptionList,
  PushSubscriptionRequest,
  PushTopic,
} from '@second-gear/contract';
import type { Logger } from 'pino';
import webpush from 'web-push';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { pushDollars, pushText, shortened, type PushTextKey } from './push-texts.ts';
import { createPushRepo, type DeliveryToSend, type PushRepo } from './push.repo.ts';

/** The server's VAPID key pair (RFC 8292, base64url) and the contact push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What happened, for one account: the topic its devices must take, and the texts, in the account's language. */
export interface PushNews {
  accountId: string;
  topic: PushTopic;
  /** Names the event once (`message:123`): the same news handed over twice is sent once. */
  eventKey: string;
  /** A path of the site the notification opens. */
  url: string;
  title: TextOf;
  body: TextOf;
}
export interface TextOf {
  key: PushTextKey;
  /** The message's values; `{ dollars }` is formatted as a price in the recipient's language. */
  values?: Record<string, string | number | { dollars: number }>;
}

export type PushService = ReturnType<typeof createPushService>;

const sendQueue = 'push.send';
const pruneQueue = 'push.prune';
/** How long a sending attempt holds a delivery before another may take it (a server that died while sending). */
const leaseSeconds = 60;
/** How long a push service keeps a message for a device that is offline. */
const timeToLiveSeconds = 24 * 3600;
const keptDays = 7;

/** RFC 8030's Topic header: at most 32 base64url characters; a resent message replaces one still waiting. */
const topicHeader = (eventKey: string) =>
  createHash('sha256').update(eventKey).digest('base64url').slice(0, 32);

/**
 * Web Push (RFC 8030/8291/8292): devices a signed-in person turned notifications on for, and the notifications other
 * modules hand over inside their transactions. Each is written as one delivery per device (unique per device and
 * event) with a job; the job's worker, on whichever server, takes a short lease on it, sends it through the `web-push`
 * library's encryption and VAPID signature, and marks it sent, so a retry or a second server never sends it twice.
 * A device the push service says is gone (404, 410) is removed.
 */
export function createPushService(deps: {
  db: Database;
  repo: PushRepo;
  jobs: JobsService;
  accounts: AccountsService;
  clock: () => Date;
  log: Logger;
  vapid: VapidKeys;
  /** Hosts whose plain http:// endpoints are accepted (a local push service); every other must be https://. */
  httpEndpointHosts: readonly string[];
  /** The first retry's delay; later ones double, up to ten minutes. */
  retryDelaySeconds?: number;
}) {
  const { repo, jobs, accounts, clock, log, vapid } = deps;

  async function accountIdOf(caller: Principal): Promise<string> {
    const account = await accounts.accountOf(caller);
    if (!account) throw new NotFoundError('There is no account for this sign-in.');
    return account.id;
  }

  function checkEndpoint(endpoint: string) {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return;
    if (url.protocol === 'http:' && deps.httpEndpointHosts.includes(url.hostname)) return;
    throw new ValidationError('endpoint: must be an https:// URL');
  }

  const toAnswer = (row: { endpoint: string; topics: PushTopic[]; createdAt: Date }): PushSubscription => ({
    endpoint: row.endpoint,
    topics: row.topics,
    createdAt: row.createdAt.toISOString(),
  });

  async function send(delivery: DeliveryToSend): Promise<'sent' | 'gone' | 'refused'> {
    const message: PushMessage = {
      title: delivery.title,
      body: delivery.body,
      url: delivery.url,
      topic: delivery.topic,
    };
    // The library encrypts (aes128gcm) and signs (VAPID); the request itself goes by fetch, which also reaches a local
    // push service over http.
    const request = webpush.generateRequestDetails(
      { endpoint: delivery.subscription.endpoint, keys: delivery.subscription },
      JSON.stringify(message),
      {
        vapidDetails: vapid,
        TTL: timeToLiveSeconds,
        urgency: delivery.topic === 'messages' ? 'high' : 'normal',
        topic: topicHeader(delivery.eventKey),
        contentEncoding: 'aes128gcm',
      },
    );
    const answer = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(15_000),
      redirect: 'error',
    });
    await answer.body?.cancel();
    if (answer.ok) return 'sent';
    if (answer.status === 404 || answer.status === 410) return 'gone';
    // Too large or malformed: sending it again would be refused again.
    if (answer.status === 400 || answer.status === 413) return 'refused';
    throw new Error(`the push service answered ${answer.status}`);
  }

  jobs.handle<{ id: string }>(
    sendQueue,
    {
      concurrency: 4,
      retryLimit: 20,
      retryDelay: deps.retryDelaySeconds ?? 5,
      retryDelayMax: 600,
      expireInSeconds: 60,
    },
    async ({ id }) => {
      const delivery = await repo.claim(id, clock(), leaseSeconds);
      if (delivery === 'sent' || delivery === 'gone') return;
      if (delivery === 'busy') throw new Error('another attempt is sending this notification');
      let outcome: Awaited<ReturnType<typeof send>>;
      try {
        outcome = await send(delivery);
      } catch (error) {
        await repo.release(id);
        log.warn({ deliveryId: id, reason: (error as Error).message }, 'a notification will be retried');
        throw error;
      }
      if (outcome === 'gone') {
        await repo.removeGone(delivery.subscription.id);
        log.info({ deliveryId: id }, 'a device that no longer takes notifications was removed');
        return;
      }
      await repo.markSent(id, clock());
      if (outcome === 'refused') log.warn({ deliveryId: id }, 'the push service refused a notification');
      else log.info({ deliveryId: id, topic: delivery.topic }, 'notification sent');
    },
  );
  jobs.handle(pruneQueue, { concurrency: 1, policy: 'stately', deleteAfterSeconds: 86_400 }, async () => {
    await repo.prune(new Date(clock().getTime() - keptDays * 86_400_000));
  });
  jobs.every(pruneQueue, '23 4 * * *');

  return {
    publicKey: () => ({ publicKey: vapid.publicKey }),

    async list(caller: Principal): Promise<PushSubscriptionList> {
      const rows = await repo.list(await accountIdOf(caller));
      return { subscriptions: rows.map(toAnswer) };
    },

    /** Turns notifications on for a device, or changes its topics; an endpoint belongs to one account. */
    async subscribe(caller: Principal, request: PushSubscriptionRequest): Promise<PushSubscription> {
      checkEndpoint(request.endpoint);
      const row = await repo.save({
        accountId: await accountIdOf(caller),
        endpoint: request.endpoint,
        p256dh: request.keys.p256dh,
        auth: request.keys.auth,
        topics: [...new Set(request.topics)],
        createdAt: clock(),
      });
      if (!row)
        throw new ConflictError(
          "This device's notifications belong to another account: turn them off there, or subscribe the device anew.",
        );
      return toAnswer(row);
    },

    async unsubscribe(caller: Principal, endpoint: string): Promise<number> {
      return repo.remove(await accountIdOf(caller), endpoint);
    },

    /**
     * Inside the caller's transaction: one notification for each of the account's devices that take the topic, sent
     * after commit, never if it rolls back, and once only for the same `eventKey`.
     */
    async notify(tx: Executor, news: PushNews): Promise<void> {
      // The deliveries and their jobs commit together, also when handed the database rather than a transaction.
      await tx.transaction(async (inner) => {
        const txRepo = createPushRepo(inner);
        const language = await txRepo.languageOf(news.accountId);
        // Long values (a message's text) are cut to what a notification shows.
        const render = (text: TextOf) => {
          const cut = Object.entries(text.values ?? {}).map(([name, value]) => [
            name,
            typeof value === 'string'
              ? shortened(value)
              : typeof value === 'number'
                ? value
                : pushDollars(language, value.dollars),
          ]);
          return pushText(language, text.key, Object.fromEntries(cut) as Record<string, string | number>);
        };
        const ids = await txRepo.addDeliveries({
          accountId: news.accountId,
          topic: news.topic,
          eventKey: news.eventKey,
          title: render(news.title),
          body: render(news.body),
          url: news.url,
          createdAt: clock(),
        });
        for (const id of ids) await jobs.add(inner, sendQueue, { id });
      });
    },
  };
}
