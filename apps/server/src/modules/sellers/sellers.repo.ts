import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts } from '../accounts/accounts.table.ts';
import { cars } from '../cars/cars.table.ts';
import { conversations, messages } from '../conversations/conversations.table.ts';

export type SellersRepo = ReturnType<typeof createSellersRepo>;

/**
 * What a seller's public profile reads of other modules' tables (accounts, cars, conversations), in joins: the
 * profile owns no table.
 */
export function createSellersRepo(db: Executor) {
  return {
    async seller(id: string) {
      const [row] = await db
        .select({
          id: accounts.id,
          name: accounts.username,
          createdAt: accounts.createdAt,
          status: accounts.sellerStatus,
        })
        .from(accounts)
        .where(and(eq(accounts.id, id), eq(accounts.accountStatus, 'seller')));
      return row;
    },

    async soldCount(sellerId: string): Promise<number> {
      const [row] = await db
        .select({ count: count() })
        .from(cars)
        .where(and(eq(cars.sellerId, sellerId), eq(cars.saleStatus, 'sold')));
      return row?.count ?? 0;
    },

    /** A page of the seller's cars for sale, newest first, and how many there are. */
    async listings(sellerId: string, page: number, pageSize: number) {
      const forSale = and(eq(cars.sellerId, sellerId), eq(cars.saleStatus, 'available'));
      const rows = await db
        .select({
          _id: cars.id,
          productName: cars.productName,
          image: cars.image,
          resalePrice: cars.resalePrice,
          location: cars.location,
          year: cars.year,
          mileage: cars.mileage,
          listedAt: cars.createdAt,
        })
        .from(cars)
        .where(forSale)
        .orderBy(desc(cars.createdAt), desc(cars.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const [total] = await db.select({ count: count() }).from(cars).where(forSale);
      return { rows, total: total?.count ?? 0 };
    },

    /**
     * How long the seller took to answer the buyer's first message, over the conversations started since `since`:
     * how many such conversations, and the median in seconds (infinite when most are unanswered). The seller is named
     * by their id, by a dealership's id (its conversations are all about its cars, and any of its staff answers), or
     * by one of their cars (a car page asks beside its own read of the car, not after it): a dealership's car counts
     * for its dealership.
     */
    async firstReplyMedian(
      seller: { id: string } | { dealerId: string } | { carId: string },
      since: Date,
    ): Promise<{ conversations: number; seconds: number | null }> {
      const target =
        'id' in seller
          ? sql`select null::uuid as dealer_id, ${seller.id}::uuid as seller_id`
          : 'dealerId' in seller
            ? sql`select ${seller.dealerId}::uuid as dealer_id, null::uuid as seller_id`
            : sql`select ${cars.dealerId} as dealer_id, ${cars.sellerId} as seller_id
                    from ${cars} where ${cars.id} = ${seller.carId}`;
      const result = await db.execute<{ conversations: number; seconds: number | null }>(sql`
        with target as (${target}), asked as (
          select c.id, c.buyer_id, c.seller_id, target.dealer_id,
                 (select min(m.created_at) from ${messages} m
                   where m.conversation_id = c.id and m.sender_id = c.buyer_id) as at
            from ${conversations} c
            cross join target
           where c.created_at >= ${since.toISOString()}
             and case when target.dealer_id is null then c.seller_id = target.seller_id
                      else c.car_id in (select k.id from ${cars} k where k.dealer_id = target.dealer_id) end
        ), delays as (
          select extract(epoch from (select min(m.created_at) from ${messages} m
                                      where m.conversation_id = asked.id and m.created_at >= asked.at
                                        and case when asked.dealer_id is null then m.sender_id = asked.seller_id
                                                 else m.sender_id is distinct from asked.buyer_id end)
                                     - asked.at)::float8 as seconds
            from asked where asked.at is not null
        )
        select count(*)::int as conversations,
               percentile_disc(0.5) within group (order by coalesce(seconds, 'infinity'::float8)) as seconds
          from delays`);
      const row = result.rows[0]!;
      return {
        conversations: Number(row.conversations),
        seconds: row.seconds === null ? null : Number(row.seconds),
      };
    },
  };
}
