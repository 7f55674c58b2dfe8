import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Language, PushTopic } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { pushDeliveries, pushSubscriptions } from './push.table.ts';

export type PushRepo = ReturnType<typeof createPushRepo>;

export interface DeliveryToSend {
  id: string;
  title: string;
  body: string;
  url: string;
  topic: PushTopic;
  eventKey: string;
  subscription: { id: string; endpoint: string; p256dh: string; auth: string };
}

export function createPushRepo(db: Executor) {
  return {
    /**
     * Adds the device, or changes its keys and topics when it is the account's already; undefined when the endpoint
     * is another account's.
     */
    async save(entry: {
      accountId: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      topics: PushTopic[];
      createdAt: Date;
    }) {
      const [row] = await db
        .insert(pushSubscriptions)
        .values(entry)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { p256dh: entry.p256dh, auth: entry.auth, topics: entry.topics },
          setWhere: eq(pushSubscriptions.accountId, entry.accountId),
        })
        .returning();
      return row;
    },

    async remove(accountId: string, endpoint: string): Promise<number> {
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.accountId, accountId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ id: pushSubscriptions.id });
      return removed.length;
    },

    /** The push service said the subscription is gone (404/410): it and its deliveries go. */
    async removeGone(subscriptionId: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
    },

    list(accountId: string) {
      return db
        .select({
          endpoint: pushSubscriptions.endpoint,
          topics: pushSubscriptions.topics,
          createdAt: pushSubscriptions.createdAt,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.accountId, accountId))
        .orderBy(asc(pushSubscriptions.createdAt));
    },

    /** The language the account chose (null: none), for its notifications' texts. */
    async languageOf(accountId: string): Promise<Language | null> {
      const [row] = await db
        .select({ language: accounts.language })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.language ?? null;
    },

    /**
     * One delivery for each of the account's devices that take the topic, unless that device already has one for
     * this event; the ids of those written now.
     */
    async addDeliveries(entry: {
      accountId: string;
      topic: PushTopic;
      eventKey: string;
      title: string;
      body: string;
      url: string;
      createdAt: Date;
    }): Promise<string[]> {
      const { rows } = await db.execute<{ id: string }>(sql`
        insert into ${pushDeliveries} (subscription_id, event_key, topic, title, body, url, created_at)
        select ${pushSubscriptions.id}, ${entry.eventKey}, ${entry.topic}, ${entry.title}, ${entry.body},
               ${entry.url}, ${entry.createdAt}
        from ${pushSubscriptions}
        where ${pushSubscriptions.accountId} = ${entry.accountId} and ${entry.topic} = any(${pushSubscriptions.topics})
        on conflict (subscription_id, event_key) do nothing
        returning id`);
      return rows.map((row) => row.id);
    },

    /**
     * Takes the delivery for sending: 'sent' when it went already, 'busy' while another attempt holds its lease (taken
     * less than `leaseSeconds` ago), 'gone' when its device was removed, or the delivery to send now.
     */
    async claim(
      id: string,
      now: Date,
      leaseSeconds: number,
    ): Promise<DeliveryToSend | 'sent' | 'busy' | 'gone'> {
      const leaseEnd = new Date(now.getTime() - leaseSeconds * 1000);
      const { rows } = await db.execute<{
        id: string;
        title: string;
        body: string;
        url: string;
        topic: PushTopic;
        event_key: string;
        subscription_id: string;
        endpoint: string;
        p256dh: string;
        auth: string;
      }>(sql`
        update ${pushDeliveries} d set attempted_at = ${now}
        from ${pushSubscriptions} s
        where d.id = ${id} and s.id = d.subscription_id and d.sent_at is null
          and (d.attempted_at is null or d.attempted_at < ${leaseEnd})
        returning d.id, d.title, d.body, d.url, d.topic, d.event_key, s.id as subscription_id, s.endpoint, s.p256dh,
          s.auth`);
      const row = rows[0];
      if (row) {
        return {
          id: row.id,
          title: row.title,
          body: row.body,
          url: row.url,
          topic: row.topic,
          eventKey: row.event_key,
          subscription: {
            id: row.subscription_id,
            endpoint: row.endpoint,
            p256dh: row.p256dh,
            auth: row.auth,
          },
        };
      }
      const [found] = await db
        .select({ sentAt: pushDeliveries.sentAt })
        .from(pushDeliveries)
        .where(eq(pushDeliveries.id, id));
      if (!found) return 'gone';
      return found.sentAt ? 'sent' : 'busy';
    },

    async markSent(id: string, now: Date): Promise<void> {
      await db.update(pushDeliveries).set({ sentAt: now }).where(eq(pushDeliveries.id, id));
    },

    /** An attempt failed: the next one need not wait for the lease to run out. */
    async release(id: string): Promise<void> {
      await db.update(pushDeliveries).set({ attemptedAt: null }).where(eq(pushDeliveries.id, id));
    },

    /** Sent deliveries older than `before` (their unique keys have done their work). */
    async prune(before: Date): Promise<number> {
      const removed = await db
        .delete(pushDeliveries)
        .where(and(isNotNull(pushDeliveries.sentAt), lt(pushDeliveries.createdAt, before)))
        .returning({ id: pushDeliveries.id });
      return removed.length;
    },
  };
}
