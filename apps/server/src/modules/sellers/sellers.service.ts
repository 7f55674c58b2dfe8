import {
  profilePageSize,
  type ListingPage,
  type ReviewPage,
  type SellerProfile,
  type SellerReplies,
} from '@second-gear/contract';
import { NotFoundError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import { replyTimeDays, replyTimeMinutes } from './reply-time.ts';
import type { SellersRepo } from './sellers.repo.ts';

export type SellersService = ReturnType<typeof createSellersService>;

/** Sellers' public profiles: who they are, how they answer, what buyers said of them and what they sell. */
export function createSellersService(deps: {
  repo: SellersRepo;
  reviews: ReviewsService;
  accounts: AccountsService;
  conversations: ConversationsService;
  clock: () => Date;
}) {
  const { repo, reviews, accounts, conversations, clock } = deps;

  async function sellerOf(id: string) {
    const seller = await repo.seller(id);
    if (!seller) throw new NotFoundError('There is no such seller.');
    return seller;
  }

  async function listingsOf(sellerId: string, page: number): Promise<ListingPage> {
    const { rows, total } = await repo.listings(sellerId, page, profilePageSize);
    return {
      listings: rows.map((row) => ({ ...row, listedAt: row.listedAt.toISOString() })),
      total,
      page,
      pageSize: profilePageSize,
    };
  }

  /** The seller's usual reply time over the last `replyTimeDays` days, from the median the repo reads. */
  async function replyTimeOf(seller: { id: string } | { dealerId: string } | { carId: string }) {
    const since = new Date(clock().getTime() - replyTimeDays * 86_400_000);
    return replyTimeMinutes(await repo.firstReplyMedian(seller, since));
  }

  return {
    /** The caller's own reply time, as buyers see it, and the conversations waiting for their reply. */
    async repliesOf(caller: Principal): Promise<SellerReplies> {
      const seller = await accounts.requireSeller(caller);
      const [replyTime, waiting] = await Promise.all([
        replyTimeOf({ id: seller.id }),
        conversations.waitingForReply(seller.id),
      ]);
      return { replyTimeMinutes: replyTime, waiting };
    },

    /**
     * The usual reply time of a car's seller, for its page: the figure their profile shows, or for a dealership's car
     * the dealership's (its storefront's).
     */
    replyTimeOfCarSeller: (carId: string) => replyTimeOf({ carId }),

    /**
     * A dealership's usual reply time: the median minutes to the first answer by any of its staff over the
     * conversations about its cars (null under five), as its storefront and its cars' pages show it.
     */
    dealerReplyTimeMinutes: (dealerId: string) => replyTimeOf({ dealerId }),

    /** The profile as `readerId` (when signed in) sees it: whether they reported the seller and each review. */
    async profile(id: string, readerId?: string): Promise<SellerProfile> {
      const seller = await sellerOf(id);
      const [replyTime, rating, soldCount, listings, firstReviews, reported] = await Promise.all([
        replyTimeOf({ id }),
        reviews.ratingOf(id),
        repo.soldCount(id),
        listingsOf(id, 1),
        reviews.sellerReviews(id, 1, readerId),
        readerId ? accounts.hasReportedUser(readerId, id) : false,
      ]);
      return {
        _id: seller.id,
        name: seller.name,
        memberSince: seller.createdAt.toISOString(),
        verified: seller.status === 'verified',
        replyTimeMinutes: replyTime,
        rating,
        soldCount,
        listings,
        reviews: firstReviews,
        reportedByYou: reported,
      };
    },

    async listings(id: string, page: number): Promise<ListingPage> {
      await sellerOf(id);
      return listingsOf(id, page);
    },

    async reviews(id: string, page: number, readerId?: string): Promise<ReviewPage> {
      await sellerOf(id);
      return reviews.sellerReviews(id, page, readerId);
    },
  };
}
