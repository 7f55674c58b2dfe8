import {
  profilePageSize,
  type DealerMembership,
  type DealerRole,
  type NewDealer,
  type PublicDealer,
  type ReviewPage,
} from '@second-gear/contract';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type { VehiclesService } from '../vehicles/vehicles.service.ts';
import { createDealerStaffService } from './dealer-staff.service.ts';
import { freeSlug, slugOf } from './dealer-slug.ts';
import { toReview } from '../reviews/reviews.service.ts';
import { createDealersRepo, type DealerRow, type DealersRepo, type NewDealerRow } from './dealers.repo.ts';

export type DealersService = ReturnType<typeof createDealersService>;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The average of the dealership's reviews to one decimal, as the contract has it: null with none. */
function averageStars(totals: { count: number; sum: number | null }): number | null {
  if (totals.count === 0 || totals.sum === null) return null;
  return Math.round((totals.sum / totals.count) * 10) / 10;
}

/** Roles from the most to the least trusted: a role may do what any role after it may. */
const rank: Record<DealerRole, number> = { owner: 0, manager: 1, sales: 2 };

/** Whether `role` may do what `needed` may. */
export function roleAtLeast(role: DealerRole, needed: DealerRole): boolean {
  return rank[role] <= rank[needed];
}

export interface DealersServiceDeps {
  db: Database;
  repo: DealersRepo;
  accounts: AccountsService;
  vehicles: VehiclesService;
  uploads: UploadsService;
  mail: MailService;
  clock: () => Date;
  publicUrl: string;
  /** A dealership's usual reply time in minutes (null under enough conversations): the shared inbox's figure. */
  replyTimeOf: (dealerId: string) => Promise<number | null>;
  /** Told inside the transaction that renames a dealership, so its cars' answers (and the search's) name it anew. */
  onRenamed: (tx: Executor, dealerId: string) => Promise<void>;
}

export function createDealersService(deps: DealersServiceDeps) {
  const { db, repo, accounts, vehicles, uploads, clock } = deps;

  /** Keeps the caller's fresh upload as the logo (an upload nobody keeps is swept away), inside `tx`. */
  async function keepLogo(tx: Executor, logo: string, userId: string) {
    if (!(await uploads.attach(tx, logo, userId)))
      throw new ValidationError(
        'The logo must be a photo you uploaded in the last few minutes: upload it again.',
      );
  }

  /** The caller's marketplace account, or a refusal for someone who has none yet. */
  async function accountOf(caller: Principal) {
    const account = await accounts.accountOf(caller);
    if (!account) throw new ForbiddenError('Create your buyer or seller account first.');
    return account;
  }

  /**
   * The caller's account and role in the dealership `dealerId`, when their role is at least `needed`; a refusal in
   * words otherwise.
   */
  async function requireRole(caller: Principal, dealerId: string, needed: DealerRole, doing: string) {
    const account = await accountOf(caller);
    const membership = await repo.membershipOf(account.id);
    if (!membership || membership.dealer._id !== dealerId)
      throw new ForbiddenError('You do not work for this dealership.');
    if (!roleAtLeast(membership.role, needed))
      throw new ForbiddenError(
        `Only ${needed === 'owner' ? 'an owner' : 'an owner or a manager'} of the dealership can ${doing}.`,
      );
    return { account, role: membership.role };
  }

  /** A dealership by its slug, or by its id (a slug shaped like an id is looked up as both). */
  async function dealerBySlug(slug: string) {
    const dealer = (uuidShape.test(slug) ? await repo.byId(slug) : undefined) ?? (await repo.bySlug(slug));
    if (!dealer) throw new NotFoundError('There is no such dealership.');
    return dealer;
  }

  async function storefront(dealer: DealerRow): Promise<PublicDealer> {
    const [totals, carCount, replyTimeMinutes] = await Promise.all([
      repo.ratingTotals(dealer.id),
      repo.carCount(dealer.id),
      deps.replyTimeOf(dealer.id),
    ]);
    const place = vehicles.place(dealer.zip);
    return {
      _id: dealer.id,
      slug: dealer.slug,
      name: dealer.name,
      zip: dealer.zip,
      address: dealer.address,
      phone: dealer.phone,
      hours: dealer.hours,
      about: dealer.about,
      logo: dealer.logo,
      location: place ? { city: place.city, state: place.state } : null,
      rating: averageStars(totals),
      reviewCount: totals.count,
      carCount,
      replyTimeMinutes,
      createdAt: dealer.createdAt.toISOString(),
    };
  }

  return {
    /** The dealership the account works for and its role there, or undefined for a private seller or a buyer. */
    membershipOf(accountId: string): Promise<DealerMembership | undefined> {
      return repo.membershipOf(accountId);
    },

    /** The caller's place in a dealership, or null. */
    async mine(caller: Principal): Promise<DealerMembership | null> {
      const account = await accounts.accountOf(caller);
      return (account && (await repo.membershipOf(account.id))) ?? null;
    },

    /**
     * A seller who works for no dealership opens one and becomes its owner. Its slug comes from the name, numbered
     * on a clash; two openings at once with one name get two slugs (the unique index decides, and the loser retries).
     */
    async open(caller: Principal, body: NewDealer): Promise<{ _id: string; slug: string }> {
      const account = await accountOf(caller);
      if (account.accountStatus !== 'seller')
        throw new ForbiddenError('Only a seller account can open a dealership: buyers cannot list cars.');
      const base = slugOf(body.name);
      const now = clock();
      for (;;) {
        const slug = freeSlug(base, await repo.slugsLike(base));
        const opened = await db.transaction(async (tx) => {
          const txRepo = createDealersRepo(tx);
          const dealer = await txRepo.insert({
            ...body,
            logo: body.logo ?? null,
            slug,
            createdAt: now,
            updatedAt: now,
          });
          if (!dealer) return undefined;
          if (body.logo) await keepLogo(tx, body.logo, caller.userId);
          if (
            !(await txRepo.addStaff({
              dealerId: dealer.id,
              accountId: account.id,
              role: 'owner',
              joinedAt: now,
            }))
          )
            throw new ConflictError('You already work for a dealership: leave it before opening another.');
          return { _id: dealer.id, slug: dealer.slug };
        });
        if (opened) return opened;
      }
    },

    /** The storefront's header, for anyone. */
    async publicDealer(slug: string): Promise<PublicDealer> {
      return storefront(await dealerBySlug(slug));
    },

    /** A page of the reviews of the dealership's sales, newest first. */
    async reviews(slug: string, page: number): Promise<ReviewPage> {
      const dealer = await dealerBySlug(slug);
      const { rows, total } = await repo.reviewsPage(dealer.id, page, profilePageSize);
      return {
        reviews: rows.map((row) => toReview(row)),
        total,
        page,
        pageSize: profilePageSize,
      };
    },

    /** An owner or manager changes the dealership's details; the slug stays. */
    async update(caller: Principal, dealerId: string, changes: Partial<NewDealerRow>): Promise<PublicDealer> {
      await requireRole(caller, dealerId, 'manager', "change the dealership's details");
      const dealer = await db.transaction(async (tx) => {
        const txRepo = createDealersRepo(tx);
        const before = await txRepo.byId(dealerId);
        if (!before) throw new NotFoundError('There is no such dealership.');
        if (changes.logo !== undefined && changes.logo !== before.logo) {
          if (changes.logo) await keepLogo(tx, changes.logo, caller.userId);
          if (before.logo) await uploads.release(tx, before.logo);
        }
        const after = (await txRepo.update(dealerId, { ...changes, updatedAt: clock() }))!;
        if (after.name !== before.name) await deps.onRenamed(tx, dealerId);
        return after;
      });
      return storefront(dealer);
    },

    ...createDealerStaffService({ ...deps, accountOf, requireRole }),
  };
}
