import { createHash, randomBytes } from 'node:crypto';
import {
  accountDeletionGraceDays,
  deletionLinkHours,
  type AccountDeletion,
  type DataExport,
} from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import { ConflictError, ForbiddenError, NotFoundError, TooManyRequestsError } from '../../lib/errors.ts';
import type { AccountsService } from '../accounts/accounts.service.ts';
import type { AdminService } from '../admin/admin.service.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { deletionTransitions } from './deletion-states.ts';
import { deletionCancelledMail, deletionLinkMail, deletionScheduledMail } from './privacy-mails.ts';
import { createPrivacyRepo, type PrivacyRepo } from './privacy.repo.ts';
import type { AccountDeletionRow } from './privacy.table.ts';

/** The modules whose rows hold a person's data, each answering its own part of the export. */
export interface ExportSources {
  accounts: Pick<AccountsService, 'exportFor'>;
  listings: (accountId: string) => Promise<DataExport['listings']>;
  bookings: (accountId: string) => Promise<DataExport['bookings']>;
  offers: (accountId: string) => Promise<DataExport['offers']>;
  testDrives: (accountId: string) => Promise<DataExport['testDrives']>;
  reservations: (accountId: string) => Promise<DataExport['reservations']>;
  conversations: (accountId: string) => Promise<DataExport['conversations']>;
  reviews: (accountId: string) => Promise<DataExport['reviews']>;
  favorites: (accountId: string) => Promise<DataExport['favorites']>;
  savedSearches: (accountId: string) => Promise<DataExport['savedSearches']>;
  payments: (accountId: string) => Promise<DataExport['payments']>;
  payouts: (accountId: string) => Promise<DataExport['payouts']>;
  payoutAccount: (accountId: string) => Promise<DataExport['payoutAccount']>;
  sellerLedger: (accountId: string) => Promise<DataExport['sellerLedger']>;
  reports: (accountId: string) => Promise<DataExport['reports']>;
}

export type PrivacyService = ReturnType<typeof createPrivacyService>;

const dayMs = 86_400_000;
/** Deletion links one address is sent per hour at most. */
const linksPerHour = 3;
/** Deletions one sweep carries out before it lets the next one go on. */
const sweepBatch = 50;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const statusOf = (row: AccountDeletionRow | undefined): AccountDeletion => ({
  state: row?.state ?? 'none',
  deleteAt: row?.deleteAt?.toISOString() ?? null,
});

/**
 * People's rights over their data: a copy of everything the marketplace holds about them, and the deletion of their
 * account at their request, confirmed by an e-mailed link and carried out after a grace period in which they may
 * cancel. It reads other modules' rows only through their services, and deletes accounts the way administrators do.
 */
export function createPrivacyService(deps: {
  db: Database;
  repo: PrivacyRepo;
  accounts: AccountsService;
  admin: Pick<AdminService, 'eraseAccount'>;
  mail: MailService;
  sources: ExportSources;
  clock: () => Date;
  log: Logger;
  publicUrl: string;
}) {
  const { db, repo, accounts, admin, mail, sources, clock, log, publicUrl } = deps;

  async function ownAccount(caller: Principal) {
    const account = await accounts.accountOf(caller);
    if (!account) throw new NotFoundError('You have no buyer or seller account yet.');
    return account;
  }

  return {
    /** Everything the marketplace holds about the caller, section by section, each from the module that owns it. */
    async exportData(caller: Principal): Promise<DataExport> {
      const { id } = await ownAccount(caller);
      const [account, listings, bookings, offers, testDrives, reservations, conversations, reviews] =
        await Promise.all([
          sources.accounts.exportFor(id),
          sources.listings(id),
          sources.bookings(id),
          sources.offers(id),
          sources.testDrives(id),
          sources.reservations(id),
          sources.conversations(id),
          sources.reviews(id),
        ]);
      const [favorites, savedSearches, payments, payouts, payoutAccount, sellerLedger, reports] =
        await Promise.all([
          sources.favorites(id),
          sources.savedSearches(id),
          sources.payments(id),
          sources.payouts(id),
          sources.payoutAccount(id),
          sources.sellerLedger(id),
          sources.reports(id),
        ]);
      return {
        exportedAt: clock().toISOString(),
        account,
        listings,
        bookings,
        offers,
        testDrives,
        reservations,
        conversations,
        reviews,
        favorites,
        savedSearches,
        payments,
        payouts,
        payoutAccount,
        sellerLedger,
        reports,
      };
    },

    async deletionStatus(caller: Principal): Promise<AccountDeletion> {
      return statusOf(await repo.ofAccount((await ownAccount(caller)).id));
    },

    /** E-mails the link that confirms the deletion; a new request replaces an unconfirmed one's link. */
    async requestDeletion(caller: Principal): Promise<AccountDeletion> {
      const account = await ownAccount(caller);
      if ((await mail.countRecent(account.userEmail, 'account-deletion-link', 3600)) >= linksPerHour) {
        throw new TooManyRequestsError(
          'We have sent you several deletion links in the last hour. Use the latest one, or try again later.',
          3600,
        );
      }
      return db.transaction(async (tx) => {
        const txRepo = createPrivacyRepo(tx);
        const current = await txRepo.lockOfAccount(account.id);
        if (current?.state === 'scheduled') {
          throw new ConflictError(
            `Your account is already scheduled for deletion on ${current.deleteAt!.toISOString()}.`,
          );
        }
        const token = randomBytes(32).toString('base64url');
        const now = clock();
        await txRepo.request({
          accountId: account.id,
          tokenHash: hashOf(token),
          requestedAt: now,
          linkExpiresAt: new Date(now.getTime() + deletionLinkHours * 3_600_000),
        });
        await mail.send(
          tx,
          deletionLinkMail({ to: account.userEmail, name: account.username, token, publicUrl }),
        );
        return { state: 'requested' as const, deleteAt: null };
      });
    },

    /**
     * The e-mailed link, followed by the signed-in owner of the account it was sent to: schedules the deletion
     * `accountDeletionGraceDays` from now. A link works once, within its hours, and only for its own account.
     */
    async confirmDeletion(caller: Principal, token: string): Promise<AccountDeletion> {
      const account = await ownAccount(caller);
      return db.transaction(async (tx) => {
        const txRepo = createPrivacyRepo(tx);
        const row = await txRepo.byTokenHash(hashOf(token));
        if (!row) {
          throw new NotFoundError(
            'This deletion link is not valid (it may have been replaced or cancelled). Ask for a new one in Account settings.',
          );
        }
        if (row.accountId !== account.id) {
          throw new ForbiddenError(
            'This deletion link was sent to another account. Sign in as that account to confirm it.',
          );
        }
        const now = clock();
        if (row.state === 'requested' && row.linkExpiresAt <= now) {
          throw new ConflictError('This deletion link has expired. Ask for a new one in Account settings.');
        }
        deletionTransitions.apply(
          'confirm',
          row.state,
          'This deletion link was already used: your account is already scheduled for deletion.',
        );
        const deleteAt = new Date(now.getTime() + accountDeletionGraceDays * dayMs);
        await txRepo.schedule(account.id, deleteAt);
        await mail.send(
          tx,
          deletionScheduledMail({ to: account.userEmail, name: account.username, deleteAt, publicUrl }),
        );
        log.info({ event: 'account-deletion-scheduled' }, 'an account deletion was scheduled');
        return { state: 'scheduled' as const, deleteAt: deleteAt.toISOString() };
      });
    },

    /** Cancels a requested or scheduled deletion: the account stays as it was. */
    async cancelDeletion(caller: Principal): Promise<AccountDeletion> {
      const account = await ownAccount(caller);
      await db.transaction(async (tx) => {
        const was = await createPrivacyRepo(tx).cancel(account.id);
        if (!was) return;
        // Only a confirmed deletion was announced; a request never confirmed just lapses.
        if (was === 'scheduled')
          await mail.send(
            tx,
            deletionCancelledMail({ to: account.userEmail, name: account.username, publicUrl }),
          );
        log.info({ event: 'account-deletion-cancelled' }, 'an account deletion was cancelled');
      });
      return statusOf(undefined);
    },

    /**
     * Carries out the deletions that are due, each in its own transaction under the account's lock (the order the
     * administrators' deletion takes), so a cancel or another server's sweep at the same moment wins or waits.
     * Answers how many accounts were deleted.
     */
    async deleteDue(): Promise<number> {
      let deleted = 0;
      for (;;) {
        const due = await repo.due(clock(), sweepBatch);
        for (const accountId of due) {
          deleted += await db.transaction(async (tx) => {
            const account = await accounts.lockAccount(tx, accountId);
            const row = account && (await createPrivacyRepo(tx).lockOfAccount(accountId));
            if (!account || row?.state !== 'scheduled' || row.deleteAt! > clock()) return 0;
            return admin.eraseAccount(tx, account, { by: 'owner' });
          });
        }
        if (due.length < sweepBatch) return deleted;
      }
    },
  };
}
