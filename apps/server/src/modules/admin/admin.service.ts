import {
  deletedAccountName,
  type AdminListQuery,
  type BuyerRecord,
  type ReportedItem,
  type SellerRecord,
} from '@second-gear/contract';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { AccountsService, Page } from '../accounts/accounts.service.ts';
import type { AuthService, Principal } from '../auth/auth.service.ts';
import type { BookingsService } from '../bookings/bookings.service.ts';
import type { CarsService } from '../cars/cars.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { ReportsService } from '../reports/reports.service.ts';
import type { AuditActor, AuditService } from '../audit/audit.service.ts';
import type { ReservationsService } from '../reservations/reservations.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { accountDeletedMail, listingRemovedMail } from './admin-mails.ts';

export type AdminService = ReturnType<typeof createAdminService>;

export interface AdminServiceDeps {
  db: Database;
  accounts: AccountsService;
  authService: AuthService;
  cars: CarsService;
  bookings: BookingsService;
  payments: Pick<PaymentsService, 'anonymiseOfBookings'>;
  reservations: Pick<ReservationsService, 'cancelOfBuyer' | 'anonymiseOfBuyer'>;
  reports: ReportsService;
  mail: MailService;
  audit: AuditService;
  publicUrl: string;
}

/**
 * What administrators do: list buyers and sellers, verify sellers, delete accounts and reported listings. It owns no
 * table: every change goes through the module that owns the rows. Who is an administrator is always judged from the
 * caller's token, never from what the request says.
 */
export function createAdminService(deps: AdminServiceDeps) {
  const { db, accounts, authService, cars, bookings, payments, reservations, reports, mail, audit } = deps;

  /** Why an account is deleted: its owner asked, or an administrator decided (written to the audit log). */
  type Erasure =
    | { by: 'owner' }
    | { by: 'administrator'; actor: AuditActor; reason?: string; change?: Record<string, unknown> };

  /**
   * Deletes a locked account inside the caller's transaction: its cars still for sale (with their unpaid bookings and
   * reports), its own unpaid bookings, open reservations (the holds on the card released after commit) and reports,
   * the account and its sign-in with every session, so its tokens fail on the next request. Sold cars, paid bookings,
   * reservations and payments stay as records, no longer naming the person. Answers how many accounts went (0 when
   * another server deleted it first).
   */
  async function eraseAccount(
    tx: Executor,
    account: { id: string; userId: string | null; userEmail: string; username: string },
    erasure: Erasure,
  ): Promise<number> {
    await cars.removeUnsoldListingsOf(tx, account.id);
    await cars.anonymiseSoldOf(tx, account.id);
    await bookings.cancelUnpaidOfBuyer(tx, account.id);
    await reservations.cancelOfBuyer(tx, account.id);
    const kept = await bookings.anonymiseOfBuyer(tx, account.id, deletedAccountName);
    await payments.anonymiseOfBookings(tx, kept, deletedAccountName);
    await reservations.anonymiseOfBuyer(tx, account.id, deletedAccountName);
    // Its e-mail goes after the account: in the language the account kept.
    const language = await accounts.languageOf(tx, account.userEmail);
    const deleted = await accounts.deleteAccount(tx, account.id);
    await authService.removeUser(tx, { id: account.userId, email: account.userEmail });
    if (!deleted) return deleted;
    await mail.send(
      tx,
      accountDeletedMail({ to: account.userEmail, name: account.username, by: erasure.by, language }),
    );
    if (erasure.by === 'administrator')
      await audit.record(tx, {
        actor: erasure.actor,
        action: 'delete-account',
        targetKind: 'user',
        targetId: account.id,
        reason: erasure.reason,
        change: { email: account.userEmail, name: account.username, ...erasure.change },
      });
    return deleted;
  }

  /** An administrator's deletion of an account (never their own), inside the caller's transaction. */
  async function deleteAccountIn(
    tx: Executor,
    id: string,
    decision: { actor: AuditActor; reason?: string; change?: Record<string, unknown> },
  ): Promise<number> {
    const account = await accounts.lockAccount(tx, id);
    if (!account) throw new NotFoundError('There is no account with this id.');
    const { actor } = decision;
    if (actor !== 'automatic' && account.userEmail === actor.email.toLowerCase()) {
      throw new ConflictError('You cannot delete your own account. Ask another administrator.');
    }
    return eraseAccount(tx, account, { by: 'administrator', ...decision });
  }

  /** The lists' request names the administrator, as the specification sends it; it must be the caller. */
  async function requireListingAdmin(caller: Principal, email: string) {
    await accounts.requireAdmin(caller);
    if (email !== caller.email.toLowerCase()) {
      throw new ForbiddenError('The e-mail address in the request must be your own.');
    }
  }

  return {
    async buyers(caller: Principal, email: string, query: AdminListQuery): Promise<Page<BuyerRecord>> {
      await requireListingAdmin(caller, email);
      return accounts.buyers(query);
    },

    async sellers(caller: Principal, email: string, query: AdminListQuery): Promise<Page<SellerRecord>> {
      await requireListingAdmin(caller, email);
      return accounts.sellers(query);
    },

    async verifySeller(caller: Principal, id: string) {
      await accounts.requireAdmin(caller);
      const actor = await audit.actorOf(caller);
      await db.transaction(async (tx) => {
        await accounts.verifySeller(tx, id);
        await audit.record(tx, {
          actor,
          action: 'verify-seller',
          targetKind: 'user',
          targetId: id,
          change: { sellerStatus: 'verified' },
        });
      });
      return { acknowledged: true as const };
    },

    /** Deletes a buyer's or seller's account (not the caller's own) in one transaction. */
    async deleteAccount(caller: Principal, id: string): Promise<number> {
      await accounts.requireAdmin(caller);
      const actor = await audit.actorOf(caller);
      return db.transaction((tx) => deleteAccountIn(tx, id, { actor }));
    },

    /** The same inside the caller's transaction, by an administrator already checked (a moderation decision). */
    deleteAccountIn,

    /** The one way accounts are deleted, also at their owner's request (inside the caller's transaction). */
    eraseAccount,

    /** A page of the reported cars, each once, most reported first, with how many reported it. */
    async reportedItems(caller: Principal, query: AdminListQuery): Promise<Page<ReportedItem>> {
      await accounts.requireAdmin(caller);
      const { reported, next } = await reports.reportedCars(query.after);
      const summaries = new Map(
        (await cars.carSummaries(reported.map((entry) => entry.carId))).map((car) => [car._id, car]),
      );
      const records = reported.flatMap(({ carId, reportCount }) => {
        const car = summaries.get(carId);
        return car ? [{ ...car, reportCount }] : [];
      });
      return { records, next };
    },

    /** Removes a reported listing with its reports (and its unpaid bookings, as any removed listing). */
    async deleteReportedItem(caller: Principal, carId: string): Promise<number> {
      await accounts.requireAdmin(caller);
      if (!(await reports.isReported(carId)))
        throw new NotFoundError('There is no reported car with this id.');
      const car = await cars.carForBooking(carId);
      const actor = await audit.actorOf(caller);
      return db.transaction(async (tx) => {
        const removed = await cars.removeListingIn(tx, carId);
        if (removed)
          await audit.record(tx, {
            actor,
            action: 'delete-car',
            targetKind: 'car',
            targetId: carId,
            change: { productName: car.productName },
          });
        if (removed && car.sellerEmail) {
          await mail.send(
            tx,
            listingRemovedMail({
              to: car.sellerEmail,
              productName: car.productName,
              publicUrl: deps.publicUrl,
            }),
          );
        }
        return removed;
      });
    },
  };
}
