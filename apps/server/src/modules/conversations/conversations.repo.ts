import { removedMessageText } from '@second-gear/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, min, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { countByCarAndDay, type DailyCount } from '../../lib/daily-counts.ts';
import { reportsFiledBy } from '../../lib/reports.ts';
import { accounts, userReports } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { blocks, conversations, messageReports, messages } from './conversations.table.ts';

export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
export type MessageRow = typeof messages.$inferSelect;

const buyer = alias(accounts, 'buyer');
const seller = alias(accounts, 'seller');

/** One row of a person's conversation list, as the list query returns it. */
export interface ConversationListRow {
  id: string;
  car_id: string | null;
  car_name: string;
  buyer_id: string | null;
  seller_id: string | null;
  last_message_at: Date;
  image: string | null;
  resale_price: number | null;
  sale_status: 'available' | 'sold' | null;
  other_id: string | null;
  other_name: string | null;
  message_id: string | null;
  message_sender_id: string | null;
  message_text: string | null;
  message_flags: string[] | null;
  message_created_at: Date | null;
  message_removed_at: Date | null;
  unread: number;
  blocked_by_me: boolean;
  other_reported_by_me: boolean;
  message_reported_by_me: boolean;
}

interface SellerConversationDbRow {
  id: string;
  car_id: string | null;
  car_name: string;
  buyer_id: string | null;
  buyer_name: string;
  last_message_at: string | Date;
  waiting_for_reply: boolean;
}

/** A conversation about a seller's car, as their leads and their list of conversations waiting for a reply see it. */
export interface SellerConversationRow {
  id: string;
  carId: string | null;
  carName: string;
  buyerId: string | null;
  buyerName: string;
  lastMessageAt: Date;
  waitingForReply: boolean;
}

export function createConversationsRepo(db: Executor) {
  return {
    /** Messages buyers wrote about each car, per day (the seller's replies are not counted). */
    countsByDay(carIds: readonly string[], since: Date | null): Promise<DailyCount[]> {
      return countByCarAndDay(
        db,
        {
          car: conversations.carId,
          at: messages.createdAt,
          from: sql`${messages} join ${conversations} on ${conversations.id} = ${messages.conversationId}`,
          where: sql`${messages.senderId} = ${conversations.buyerId}`,
        },
        carIds,
        since,
      );
    },

    /** What a new conversation needs to know of its car (read from the catalogue's table). */
    async carToAsk(carId: string) {
      const [row] = await db
        .select({
          id: cars.id,
          sellerId: cars.sellerId,
          productName: cars.productName,
          saleStatus: cars.saleStatus,
        })
        .from(cars)
        .where(eq(cars.id, carId));
      return row;
    },

    async findByCarAndBuyer(carId: string, buyerId: string) {
      const [row] = await db
        .select({ id: conversations.id })
        .from(conversations)
        .where(and(eq(conversations.carId, carId), eq(conversations.buyerId, buyerId)));
      return row?.id;
    },

    /** Starts the conversation; a concurrent start of the same one finds the other's row. */
    async insert(values: typeof conversations.$inferInsert): Promise<string> {
      const [row] = await db
        .insert(conversations)
        .values(values)
        .onConflictDoNothing({ target: [conversations.carId, conversations.buyerId] })
        .returning({ id: conversations.id });
      return row?.id ?? (await this.findByCarAndBuyer(values.carId!, values.buyerId!))!;
    },

    /** The conversation with both people's names and e-mail addresses, if `accountId` is one of them. */
    async forParticipant(id: string, accountId: string) {
      const [row] = await db
        .select({
          conversation: conversations,
          buyerName: buyer.username,
          buyerEmail: buyer.userEmail,
          sellerName: seller.username,
          sellerEmail: seller.userEmail,
        })
        .from(conversations)
        .leftJoin(buyer, eq(buyer.id, conversations.buyerId))
        .leftJoin(seller, eq(seller.id, conversations.sellerId))
        .where(
          and(
            eq(conversations.id, id),
            or(eq(conversations.buyerId, accountId), eq(conversations.sellerId, accountId)),
          ),
        );
      return row;
    },

    /** Holds the conversation until the transaction ends: one message of it is written at a time. */
    async lock(id: string) {
      await db.execute(sql`select 1 from ${conversations} where ${conversations.id} = ${id} for update`);
    },

    /** Holds an account's limits until the transaction ends, so parallel requests cannot slip past them. */
    async lockAccount(accountId: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`talk:${accountId}`}, 0))`);
    },

    /** How many conversations the buyer started since `since`, and when the oldest of them was. */
    async startedSince(buyerId: string, since: Date) {
      const [row] = await db
        .select({ count: count(), oldest: min(conversations.createdAt) })
        .from(conversations)
        .where(and(eq(conversations.buyerId, buyerId), gt(conversations.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? undefined };
    },

    async sentSince(senderId: string, since: Date) {
      const [row] = await db
        .select({ count: count(), oldest: min(messages.createdAt) })
        .from(messages)
        .where(and(eq(messages.senderId, senderId), gt(messages.createdAt, since)));
      return { count: row?.count ?? 0, oldest: row?.oldest ?? undefined };
    },

    async isBlocked(blockerId: string, blockedId: string): Promise<boolean> {
      const [row] = await db
        .select({ at: blocks.createdAt })
        .from(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
      return row !== undefined;
    },

    /** Whether the buyer has a booking of the car that was not cancelled (read from the bookings' table). */
    async hasBooked(carId: string, buyerId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.carId, carId),
            eq(bookings.buyerId, buyerId),
            ne(bookings.paymentStatus, 'cancelled'),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertMessage(values: typeof messages.$inferInsert): Promise<MessageRow> {
      const [row] = await db.insert(messages).values(values).returning();
      return row!;
    },

    /** A new message: the conversation moves to the top of both lists and its sender has read it. */
    async touch(id: string, at: Date, sentBy: 'buyer' | 'seller', messageId: number) {
      await db
        .update(conversations)
        .set({
          lastMessageAt: at,
          ...(sentBy === 'buyer' ? { buyerReadId: messageId } : { sellerReadId: messageId }),
        })
        .where(eq(conversations.id, id));
    },

    async markEmailed(id: string, to: 'buyer' | 'seller', at: Date) {
      await db
        .update(conversations)
        .set(to === 'buyer' ? { buyerEmailedAt: at } : { sellerEmailedAt: at })
        .where(eq(conversations.id, id));
    },

    /** Marks everything up to the newest message read by one side; false when nothing was unread. */
    async markRead(id: string, side: 'buyer' | 'seller'): Promise<boolean> {
      const newest = sql`(select coalesce(max(${messages.id}), 0) from ${messages} where ${messages.conversationId} = ${id})`;
      const column = side === 'buyer' ? conversations.buyerReadId : conversations.sellerReadId;
      const updated = await db
        .update(conversations)
        .set(side === 'buyer' ? { buyerReadId: newest } : { sellerReadId: newest })
        .where(and(eq(conversations.id, id), lt(column, newest)))
        .returning({ id: conversations.id });
      return updated.length > 0;
    },

    /** A page of messages, newest first, one more than `limit` to say whether there are older ones. */
    page(conversationId: string, before: number | undefined, limit: number) {
      return db
        .select()
        .from(messages)
        .where(
          and(
            eq(messages.conversationId, conversationId),
            before === undefined ? undefined : lt(messages.id, before),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit + 1);
    },

    async message(id: number) {
      const [row] = await db.select().from(messages).where(eq(messages.id, id));
      return row;
    },

    /** The message with its conversation's two people and car, held until the transaction ends. */
    async lockMessage(id: number) {
      const [row] = await db
        .select({
          message: messages,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
          carName: conversations.carName,
          senderName: accounts.username,
          senderEmail: accounts.userEmail,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(accounts, eq(accounts.id, messages.senderId))
        .where(eq(messages.id, id))
        .for('update', { of: messages });
      return row;
    },

    /** Replaces the message's words and warnings by the placeholder; false when it was removed already. */
    async removeByModerators(id: number, at: Date): Promise<boolean> {
      const removed = await db
        .update(messages)
        .set({ text: removedMessageText, flags: [], removedAt: at })
        .where(and(eq(messages.id, id), isNull(messages.removedAt)))
        .returning({ id: messages.id });
      return removed.length > 0;
    },

    /** Records a report once per person and message; false when it was already reported by them. */
    async report(values: typeof messageReports.$inferInsert): Promise<boolean> {
      const rows = await db
        .insert(messageReports)
        .values(values)
        .onConflictDoNothing()
        .returning({ messageId: messageReports.messageId });
      return rows.length > 0;
    },

    /** The messages the person reported, newest first: part of their data export. */
    reportsBy(reporterId: string) {
      return reportsFiledBy(db, messageReports, messageReports.messageId, reporterId);
    },

    /** Which of these messages the person reported. */
    async reportedBy(reporterId: string, messageIds: number[]): Promise<Set<number>> {
      if (messageIds.length === 0) return new Set();
      const rows = await db
        .select({ messageId: messageReports.messageId })
        .from(messageReports)
        .where(and(eq(messageReports.reporterId, reporterId), inArray(messageReports.messageId, messageIds)));
      return new Set(rows.map((row) => row.messageId));
    },

    async block(blockerId: string, blockedId: string, at: Date) {
      await db.insert(blocks).values({ blockerId, blockedId, createdAt: at }).onConflictDoNothing();
    },

    async unblock(blockerId: string, blockedId: string) {
      await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
    },

    async accountExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, id));
      return row !== undefined;
    },

    /**
     * The conversations about the seller's cars (only these cars when given): who asked, when the last message was and
     * whether the buyer wrote it, so the seller owes a reply. Oldest last message first.
     */
    async ofSellerCars(sellerId: string, carIds?: string[]): Promise<SellerConversationRow[]> {
      if (carIds?.length === 0) return [];
      const result = await db.execute(sql`
        select c.id, c.car_id, c.car_name, c.buyer_id, coalesce(buyer.username, '') as buyer_name,
               c.last_message_at, last.sender_id is not distinct from c.buyer_id as waiting_for_reply
          from ${conversations} c
          left join ${accounts} buyer on buyer.id = c.buyer_id
          left join lateral (
            select sender_id from ${messages} where conversation_id = c.id order by id desc limit 1
          ) last on true
         where c.seller_id = ${sellerId}
           ${carIds ? sql`and c.car_id in ${carIds}` : sql``}
         order by c.last_message_at, c.id`);
      return (result.rows as unknown as SellerConversationDbRow[]).map((row) => ({
        id: row.id,
        carId: row.car_id,
        carName: row.car_name,
        buyerId: row.buyer_id,
        buyerName: row.buyer_name,
        lastMessageAt: new Date(row.last_message_at),
        waitingForReply: row.waiting_for_reply,
      }));
    },

    /** The account's conversations, most recent activity first, with what its list shows. */
    async list(accountId: string, limit: number): Promise<ConversationListRow[]> {
      const result = await db.execute(sql`
        select c.id, c.car_id, c.car_name, c.buyer_id, c.seller_id, c.last_message_at,
          car.image, car.resale_price, car.sale_status,
          other.id as other_id, other.username as other_name,
          m.id::text as message_id, m.sender_id as message_sender_id, m.text as message_text,
          m.flags as message_flags, m.created_at as message_created_at, m.removed_at as message_removed_at,
          (select count(*) from ${messages} u
            where u.conversation_id = c.id and u.sender_id is distinct from ${accountId}
              and u.id > case when c.buyer_id = ${accountId} then c.buyer_read_id else c.seller_read_id end
          )::int as unread,
          exists(select 1 from ${blocks} b where b.blocker_id = ${accountId} and b.blocked_id = other.id)
            as blocked_by_me,
          exists(select 1 from ${userReports} ur where ur.reporter_id = ${accountId} and ur.account_id = other.id)
            as other_reported_by_me,
          exists(select 1 from ${messageReports} mr where mr.reporter_id = ${accountId} and mr.message_id = m.id)
            as message_reported_by_me
        from ${conversations} c
        left join ${cars} car on car.id = c.car_id
        left join ${accounts} other
          on other.id = case when c.buyer_id = ${accountId} then c.seller_id else c.buyer_id end
        left join lateral (
          select * from ${messages} where conversation_id = c.id order by id desc limit 1
        ) m on true
        where c.buyer_id = ${accountId} or c.seller_id = ${accountId}
        order by c.last_message_at desc, c.id
        limit ${limit}`);
      return result.rows as unknown as ConversationListRow[];
    },

    /**
     * Messages the administrators should look at: those the scam guard flagged and those people reported, newest
     * first, with their conversation's car and sender.
     */
    reviewQueue(limit: number) {
      const reported = db
        .select({ messageId: messageReports.messageId, reports: count().as('reports') })
        .from(messageReports)
        .groupBy(messageReports.messageId)
        .as('reported');
      return db
        .select({
          id: messages.id,
          text: messages.text,
          flags: messages.flags,
          createdAt: messages.createdAt,
          reports: sql<number>`coalesce(${reported.reports}, 0)::int`,
          carName: conversations.carName,
          senderName: accounts.username,
          senderEmail: accounts.userEmail,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(accounts, eq(accounts.id, messages.senderId))
        .leftJoin(reported, eq(reported.messageId, messages.id))
        .where(
          and(
            isNull(messages.removedAt),
            or(sql`cardinality(${messages.flags}) > 0`, sql`${reported.messageId} is not null`),
          ),
        )
        .orderBy(desc(messages.id))
        .limit(limit);
    },
    /** The account's conversations and every message in them: part of its data export. */
    async exportFor(accountId: string) {
      const mine = await db
        .select()
        .from(conversations)
        .where(or(eq(conversations.buyerId, accountId), eq(conversations.sellerId, accountId)))
        .orderBy(asc(conversations.createdAt));
      const written = mine.length
        ? await db
            .select()
            .from(messages)
            .where(
              inArray(
                messages.conversationId,
                mine.map((conversation) => conversation.id),
              ),
            )
            .orderBy(asc(messages.id))
        : [];
      return { conversations: mine, messages: written };
    },
  };
}
