import { removedMessageText } from '@second-gear/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, min, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { countByCarAndDay, type DailyCount } from '../../lib/daily-counts.ts';
import { reportsFiledBy } from '../../lib/reports.ts';
import { accounts, userReports } from '../accounts/accounts.table.ts';
import { bookings } from '../bookings/bookings.table.ts';
import { cars } from '../cars/cars.table.ts';
import { dealerStaff, dealers } from '../dealers/dealers.table.ts';
import { blocks, conversations, messageReports, messages } from './conversations.table.ts';

export type ConversationsRepo = ReturnType<typeof createConversationsRepo>;
export type MessageRow = typeof messages.$inferSelect;

const buyer = alias(accounts, 'buyer');
const seller = alias(accounts, 'seller');
const assignee = alias(accounts, 'assignee');

/**
 * Whether `accountId` is on the seller's side of conversation `c` (joined as `car` to its car): the car's seller for a
 * private seller's car (or a car no longer there), the car's dealership's staff for a dealership's car.
 */
const sellerSide = (accountId: string) => sql`(
  (car.dealer_id is null and c.seller_id = ${accountId})
  or exists(select 1 from ${dealerStaff} ds where ds.dealer_id = car.dealer_id and ds.account_id = ${accountId}))`;

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
  dealer_id: string | null;
  dealer_slug: string | null;
  dealer_name: string | null;
  assigned_to: string | null;
  assignee_name: string | null;
  other_id: string | null;
  other_name: string | null;
  message_id: string | null;
  message_sender_id: string | null;
  message_sender_name: string | null;
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

/** A conversation of a dealership's inbox, as its query returns it. */
export interface DealerConversationRow {
  id: string;
  car_id: string | null;
  car_name: string;
  buyer_id: string | null;
  buyer_name: string;
  cursor_at: string;
  last_message_at: Date | string;
  assigned_to: string | null;
  assignee_name: string | null;
  image: string | null;
  resale_price: number | null;
  sale_status: 'available' | 'sold' | null;
  message_id: string | null;
  message_sender_id: string | null;
  message_sender_name: string | null;
  message_text: string | null;
  message_flags: string[] | null;
  message_created_at: Date | string | null;
  message_removed_at: Date | string | null;
  unread: number;
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
  async function sellerConversations(where: SQL): Promise<SellerConversationRow[]> {
    const result = await db.execute(sql`
      select c.id, c.car_id, c.car_name, c.buyer_id, coalesce(buyer.username, '') as buyer_name,
             c.last_message_at, last.sender_id is not distinct from c.buyer_id as waiting_for_reply
        from ${conversations} c
        left join ${cars} car on car.id = c.car_id
        left join ${accounts} buyer on buyer.id = c.buyer_id
        left join lateral (
          select sender_id from ${messages} where conversation_id = c.id order by id desc limit 1
        ) last on true
       where ${where}
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
  }

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
          dealerId: cars.dealerId,
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

    /**
     * The conversation with both people's names and e-mail addresses, its car's dealership and who answers it, if
     * `accountId` is its buyer or on its seller's side (the car's seller, or its dealership's staff).
     */
    async forParticipant(id: string, accountId: string) {
      const [row] = await db
        .select({
          conversation: conversations,
          buyerName: buyer.username,
          buyerEmail: buyer.userEmail,
          sellerName: seller.username,
          sellerEmail: seller.userEmail,
          dealerId: cars.dealerId,
          assigneeName: assignee.username,
        })
        .from(conversations)
        .leftJoin(buyer, eq(buyer.id, conversations.buyerId))
        .leftJoin(seller, eq(seller.id, conversations.sellerId))
        .leftJoin(assignee, eq(assignee.id, conversations.assignedTo))
        .leftJoin(cars, eq(cars.id, conversations.carId))
        .where(
          and(
            eq(conversations.id, id),
            or(
              eq(conversations.buyerId, accountId),
              and(isNull(cars.dealerId), eq(conversations.sellerId, accountId)),
              sql`exists(select 1 from ${dealerStaff} ds
                          where ds.dealer_id = ${cars.dealerId} and ds.account_id = ${accountId})`,
            ),
          ),
        );
      return row;
    },

    /** A dealership's staff, with what a message to them needs. */
    staffOf(dealerId: string) {
      return db
        .select({ id: accounts.id, username: accounts.username, email: accounts.userEmail })
        .from(dealerStaff)
        .innerJoin(accounts, eq(accounts.id, dealerStaff.accountId))
        .where(eq(dealerStaff.dealerId, dealerId));
    },

    /** Holds the conversation until the transaction ends, and says who answers it now (id and name), if anyone. */
    async lockAssignment(id: string) {
      const [row] = await db
        .select({ assignedTo: conversations.assignedTo, assigneeName: accounts.username })
        .from(conversations)
        .leftJoin(accounts, eq(accounts.id, conversations.assignedTo))
        .where(eq(conversations.id, id))
        .for('update', { of: conversations });
      return row;
    },

    async assign(id: string, accountId: string) {
      await db.update(conversations).set({ assignedTo: accountId }).where(eq(conversations.id, id));
    },

    /** When each side was last e-mailed about the conversation. */
    async emailedAt(id: string) {
      const [row] = await db
        .select({ buyer: conversations.buyerEmailedAt, seller: conversations.sellerEmailedAt })
        .from(conversations)
        .where(eq(conversations.id, id));
      return row;
    },

    /** The names of the accounts that wrote messages, by id. */
    async namesOf(accountIds: string[]): Promise<Map<string, string>> {
      if (accountIds.length === 0) return new Map();
      const rows = await db
        .select({ id: accounts.id, username: accounts.username })
        .from(accounts)
        .where(inArray(accounts.id, accountIds));
      return new Map(rows.map((row) => [row.id, row.username]));
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

    /** The message with its conversation's two people, car and the car's dealership, held until the transaction ends. */
    async lockMessage(id: number) {
      const [row] = await db
        .select({
          message: messages,
          buyerId: conversations.buyerId,
          sellerId: conversations.sellerId,
          carName: conversations.carName,
          senderName: accounts.username,
          senderEmail: accounts.userEmail,
          dealerId: cars.dealerId,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(accounts, eq(accounts.id, messages.senderId))
        .leftJoin(cars, eq(cars.id, conversations.carId))
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
    ofSellerCars(sellerId: string, carIds?: string[]): Promise<SellerConversationRow[]> {
      if (carIds?.length === 0) return Promise.resolve([]);
      return sellerConversations(
        sql`c.seller_id = ${sellerId} ${carIds ? sql`and c.car_id in ${carIds}` : sql``}`,
      );
    },

    /**
     * The same for everything the account answers: its own cars' conversations, and its dealership's that are its own
     * or nobody's yet.
     */
    answeredBy(accountId: string): Promise<SellerConversationRow[]> {
      return sellerConversations(sql`${sellerSide(accountId)}
        and (car.dealer_id is null or c.assigned_to is null or c.assigned_to = ${accountId})`);
    },

    /**
     * A page of the dealership's conversations, the newest activity first, one more than `limit` to say whether there
     * are more; `assignedTo` keeps one person's (null: the unassigned ones), `before` starts after a page's last one.
     */
    async ofDealer(
      dealerId: string,
      options: {
        assignedTo?: string | null;
        before?: { at: string; id: string };
        limit: number;
        /** Only this conversation. */
        id?: string;
      },
    ): Promise<DealerConversationRow[]> {
      const { assignedTo, before, limit, id } = options;
      const result = await db.execute(sql`
        select c.id, c.car_id, c.car_name, c.buyer_id, coalesce(b.username, '') as buyer_name,
          to_char(c.last_message_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_at,
          c.last_message_at, c.assigned_to, a.username as assignee_name,
          car.image, car.resale_price, car.sale_status,
          m.id::text as message_id, m.sender_id as message_sender_id, m.text as message_text,
          m.flags as message_flags, m.created_at as message_created_at, m.removed_at as message_removed_at,
          sender.username as message_sender_name,
          (select count(*) from ${messages} u
            where u.conversation_id = c.id and u.sender_id is not distinct from c.buyer_id
              and u.id > c.seller_read_id)::int as unread
        from ${conversations} c
        join ${cars} car on car.id = c.car_id
        left join ${accounts} b on b.id = c.buyer_id
        left join ${accounts} a on a.id = c.assigned_to
        left join lateral (
          select * from ${messages} where conversation_id = c.id order by id desc limit 1
        ) m on true
        left join ${accounts} sender on sender.id = m.sender_id
        where car.dealer_id = ${dealerId}
          ${assignedTo === undefined ? sql`` : assignedTo === null ? sql`and c.assigned_to is null` : sql`and c.assigned_to = ${assignedTo}`}
          ${before ? sql`and (c.last_message_at, c.id) < (${before.at}::timestamptz, ${before.id}::uuid)` : sql``}
          ${id ? sql`and c.id = ${id}` : sql``}
        order by c.last_message_at desc, c.id desc
        limit ${limit + 1}`);
      return result.rows as unknown as DealerConversationRow[];
    },

    /**
     * The account's conversations (as the buyer, the seller, or the staff of the car's dealership), most recent activity
     * first, with what its list shows. A dealership's conversation someone else answers counts no unread messages here.
     */
    async list(accountId: string, limit: number): Promise<ConversationListRow[]> {
      const result = await db.execute(sql`
        select c.id, c.car_id, c.car_name, c.buyer_id, c.seller_id, c.last_message_at,
          car.image, car.resale_price, car.sale_status, car.dealer_id,
          dealer.slug as dealer_slug, dealer.name as dealer_name,
          c.assigned_to, assignee.username as assignee_name,
          other.id as other_id,
          case when c.buyer_id = ${accountId} then coalesce(dealer.name, other.username) else other.username end
            as other_name,
          m.id::text as message_id, m.sender_id as message_sender_id, m.text as message_text,
          m.flags as message_flags, m.created_at as message_created_at, m.removed_at as message_removed_at,
          sender.username as message_sender_name,
          case when c.buyer_id = ${accountId} or c.assigned_to is null or c.assigned_to = ${accountId}
               or car.dealer_id is null then
            (select count(*) from ${messages} u
              where u.conversation_id = c.id and u.sender_id is distinct from ${accountId}
                and u.id > case when c.buyer_id = ${accountId} then c.buyer_read_id else c.seller_read_id end
            )::int
          else 0 end as unread,
          exists(select 1 from ${blocks} b where b.blocker_id = ${accountId} and b.blocked_id = other.id)
            as blocked_by_me,
          exists(select 1 from ${userReports} ur where ur.reporter_id = ${accountId} and ur.account_id = other.id)
            as other_reported_by_me,
          exists(select 1 from ${messageReports} mr where mr.reporter_id = ${accountId} and mr.message_id = m.id)
            as message_reported_by_me
        from ${conversations} c
        left join ${cars} car on car.id = c.car_id
        left join ${dealers} dealer on dealer.id = car.dealer_id
        left join ${accounts} assignee on assignee.id = c.assigned_to
        left join ${accounts} other
          on other.id = case when c.buyer_id = ${accountId} then c.seller_id else c.buyer_id end
        left join lateral (
          select * from ${messages} where conversation_id = c.id order by id desc limit 1
        ) m on true
        left join ${accounts} sender on sender.id = m.sender_id
        where c.id in (
            select id from ${conversations} where buyer_id = ${accountId} or seller_id = ${accountId}
            union
            select mine.id from ${conversations} mine
              join ${cars} k on k.id = mine.car_id
              join ${dealerStaff} ds on ds.dealer_id = k.dealer_id
             where ds.account_id = ${accountId})
          and (c.buyer_id = ${accountId} or ${sellerSide(accountId)})
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
          dealerId: cars.dealerId,
        })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .leftJoin(accounts, eq(accounts.id, messages.senderId))
        .leftJoin(cars, eq(cars.id, conversations.carId))
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
