import {
  adminPageSize,
  removedMessageText,
  type ModerationAction,
  type ModerationActionRequest,
  type ModerationItem,
  type ModerationKind,
} from '@second-gear/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import type { AccountsService, Page } from '../accounts/accounts.service.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { AuthService, Principal } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { ConversationsService } from '../conversations/conversations.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { ReviewsService } from '../reviews/reviews.service.ts';
import {
  accountSuspendedMail,
  accountUnsuspendedMail,
  listingDeletedMail,
  listingHiddenMail,
  messageRemovedMail,
  reviewRemovedMail,
  warningMail,
} from './moderation-mails.ts';
import { carKinds, createModerationRepo, type QueueRow } from './moderation.repo.ts';
import { actionsFor, keepsItemOpen, moderationItemStates } from './moderation-states.ts';

export type ModerationService = ReturnType<typeof createModerationService>;

const queueCursor = z.tuple([z.string().max(40), z.uuid()]);

const isCarKind = (kind: ModerationKind) => (carKinds as readonly ModerationKind[]).includes(kind);

/** Where an administrator sees the target in the web app. */
function linkOf(row: QueueRow): string | null {
  if (isCarKind(row.kind)) return row.title === null ? null : `/cars/${row.targetId}`;
  if (row.kind === 'review') return row.reviewSellerId ? `/sellers/${row.reviewSellerId}` : null;
  if (row.kind === 'user') return row.title === null ? null : `/sellers/${row.targetId}`;
  return null;
}

export const toModerationItem = (row: QueueRow): ModerationItem => ({
  _id: row.id,
  kind: row.kind,
  targetId: row.targetId,
  reasons: row.reasons,
  count: row.count,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
  title: row.title,
  excerpt: row.excerpt,
  owner: row.ownerId && row.ownerName ? { _id: row.ownerId, name: row.ownerName } : null,
  link: linkOf(row),
  actions: actionsFor(row.kind),
});

/**
 * The administrators' moderation queue: what was flagged, oldest first, and the decisions taken on it. Each decision
 * is one transaction with its effects (through the modules that own the rows), its e-mails and its audit-log row.
 */
export function createModerationService(deps: {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  bookings: BookingsService;
  admin: Pick<AdminService, 'deleteAccountIn'>;
  conversations: Pick<ConversationsService, 'removeMessageIn'>;
  reviews: Pick<ReviewsService, 'removeReviewIn'>;
  mail: MailService;
  audit: AuditService;
  clock: () => Date;
  publicUrl: string;
}) {
  const {
    db,
    accounts,
    authService,
    cars,
    bookings,
    admin,
    conversations,
    reviews,
    mail,
    audit,
    clock,
    publicUrl,
  } = deps;
  const repo = createModerationRepo(db);

  /** The account a decision about its owner acts on, locked for the decision. */
  async function ownerAccount(tx: Executor, item: QueueRow) {
    const account = item.ownerId ? await accounts.lockAccount(tx, item.ownerId) : undefined;
    if (!account) throw new ConflictError('This item has no account to act on: it is gone.');
    return account;
  }

  type Decision = { tx: Executor; item: QueueRow; reason: string; actor: AuditActor };

  /** The message's words leave the conversation; the audit log keeps them, as the record of what was removed. */
  async function deleteMessage({ tx, item, reason }: Decision) {
    const removed = await conversations.removeMessageIn(tx, item.targetId);
    if (!removed) throw new ConflictError('This message is already gone.');
    if (removed.sender)
      await mail.send(
        tx,
        messageRemovedMail({
          to: removed.sender.email,
          name: removed.sender.name,
          carName: removed.carName,
          text: removed.text,
          reason,
        }),
      );
    return {
      messageId: item.targetId,
      conversationId: removed.conversationId,
      text: { from: removed.text, to: removedMessageText },
    };
  }

  /** The review leaves the seller's profile and rating; the audit log keeps what it said. */
  async function deleteReview({ tx, item, reason }: Decision) {
    const removed = await reviews.removeReviewIn(tx, item.targetId);
    if (!removed) throw new ConflictError('This review is already gone.');
    if (removed.buyer)
      await mail.send(
        tx,
        reviewRemovedMail({
          to: removed.buyer.email,
          name: removed.buyer.name,
          carName: removed.carName,
          reason,
        }),
      );
    return {
      reviewId: removed.id,
      sellerId: removed.sellerId,
      carName: removed.carName,
      rating: removed.rating,
      text: removed.text,
    };
  }
  /** Each action's effect; what it changed, for the audit log. */
  const effects: Record<ModerationAction, (decision: Decision) => Promise<Record<string, unknown>>> = {
    dismiss: async () => ({}),

    async hide({ tx, item, reason }) {
      if (!isCarKind(item.kind)) throw new ValidationError('Only a listing can be hidden.');
      const car = await cars.hideListing(tx, item.targetId, reason);
      const seller = car.sellerId ? await accounts.lockAccount(tx, car.sellerId) : undefined;
      if (seller)
        await mail.send(
          tx,
          listingHiddenMail({ to: seller.userEmail, productName: car.productName, reason, publicUrl }),
        );
      return { carId: car.id, visibility: { from: 'visible', to: 'hidden' } };
    },

    async warn({ tx, item, reason }) {
      const account = await ownerAccount(tx, item);
      await mail.send(tx, warningMail({ to: account.userEmail, name: account.username, reason }));
      return { accountId: account.id };
    },

    async suspend({ tx, item, reason, actor }) {
      const account = await ownerAccount(tx, item);
      if (actor !== 'automatic' && account.userEmail === actor.email.toLowerCase())
        throw new ConflictError('You cannot suspend your own account.');
      if (!account.userId) throw new ConflictError(`${account.username} has no sign-in to suspend.`);
      const { endedSessions } = await authService.suspendUser(tx, account.userId);
      const hiddenCars = await cars.hideListingsOfSuspended(tx, account.id, reason);
      const cancelledBookings = await bookings.cancelOpenOfSuspended(tx, account.id);
      await mail.send(tx, accountSuspendedMail({ to: account.userEmail, name: account.username, reason }));
      return { accountId: account.id, endedSessions, hiddenCars, cancelledBookings };
    },

    async unsuspend({ tx, item }) {
      const account = await ownerAccount(tx, item);
      if (!account.userId) throw new ConflictError(`${account.username} has no sign-in.`);
      await authService.unsuspendUser(tx, account.userId);
      const shownCars = await cars.restoreListingsOfSuspended(tx, account.id);
      await mail.send(
        tx,
        accountUnsuspendedMail({ to: account.userEmail, name: account.username, publicUrl }),
      );
      return { accountId: account.id, shownCars };
    },

    async unverify({ tx, item }) {
      const account = await ownerAccount(tx, item);
      if (!(await accounts.unverifySeller(tx, account.id)))
        throw new ConflictError(`${account.username} is not a verified seller.`);
      return { accountId: account.id, sellerStatus: { from: 'verified', to: null } };
    },

    async delete(decision) {
      const { tx, item, reason, actor } = decision;
      if (item.kind === 'user') {
        await admin.deleteAccountIn(tx, item.targetId, { actor, reason, change: { itemId: item.id } });
        return { accountId: item.targetId };
      }
      if (item.kind === 'message') return deleteMessage(decision);
      if (item.kind === 'review') return deleteReview(decision);
      const car = await cars.carForBooking(item.targetId).catch(() => undefined);
      if (!car || !(await cars.removeListingIn(tx, item.targetId)))
        throw new ConflictError('This listing is already gone.');
      if (car.sellerEmail)
        await mail.send(
          tx,
          listingDeletedMail({ to: car.sellerEmail, productName: car.productName, reason, publicUrl }),
        );
      return { carId: item.targetId, productName: car.productName };
    },
  };

  return {
    async queue(caller: Principal, after: string | undefined): Promise<Page<ModerationItem>> {
      await accounts.requireAdmin(caller);
      const key = after ? decodeCursor(after, queueCursor) : undefined;
      const rows = await repo.queue({
        after: key && { createdAt: key[0], id: key[1] },
        limit: adminPageSize + 1,
      });
      const shown = rows.slice(0, adminPageSize);
      const last = shown.at(-1);
      return {
        records: shown.map(toModerationItem),
        next: rows.length > adminPageSize && last ? encodeCursor([last.createdAtText, last.id]) : undefined,
      };
    },

    /** An administrator's decision on an open item, with its reason: its effect, the item and the audit log at once. */
    async act(caller: Principal, itemId: string, request: ModerationActionRequest) {
      await accounts.requireAdmin(caller);
      const actor = await audit.actorOf(caller);
      const { action, reason } = request;
      return db.transaction(async (tx) => {
        const txRepo = createModerationRepo(tx);
        const locked = await txRepo.lock(itemId);
        const item = locked && (await txRepo.item(itemId));
        if (!locked || !item) throw new NotFoundError('There is no such moderation item.');
        if (!actionsFor(item.kind).includes(action))
          throw new ValidationError(`An item of kind ${item.kind} cannot be given the action ${action}.`);
        const state = moderationItemStates.apply(
          keepsItemOpen(action) ? 'decide' : 'close',
          locked.state,
          'This item is already closed.',
        );
        const change = await effects[action]({ tx, item, reason, actor });
        if (state === 'closed')
          await txRepo.close(itemId, { by: caller.email.toLowerCase(), action, reason, at: clock() });
        await audit.record(tx, {
          actor,
          action,
          targetKind: item.kind,
          targetId: item.targetId,
          reason,
          change: { itemId, itemState: { from: locked.state, to: state }, ...change },
        });
        return { _id: itemId, state, action };
      });
    },
  };
}
