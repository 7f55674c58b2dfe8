import {
  adminPageSize,
  type AdminListQuery,
  type BuyerRecord,
  type ExportedReport,
  type FinancingChoices,
  type FinancingTerms,
  type Language,
  type NewAccount as NewAccountBody,
  type ReportDetails,
  type SellerRecord,
} from '@second-gear/contract';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { EmailNotVerifiedError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import { exportedReport, fileReport, type FiledReport, type OnReport } from '../../lib/reports.ts';
import type { Principal } from '../auth/auth.service.ts';
import { createAccountsRepo, type AccountsRepo } from './accounts.repo.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

/** A page of a list, and the cursor of the next one when there is more. */
export interface Page<Record> {
  records: Record[];
  next?: string;
}

const accountCursor = z.tuple([z.string().max(40), z.uuid()]);

export function createAccountsService({
  db,
  repo,
  adminEmails,
  isEmailVerified,
  clock,
  onReport,
}: {
  db: Database;
  repo: AccountsRepo;
  adminEmails: readonly string[];
  isEmailVerified: (email: string) => Promise<boolean>;
  clock: () => Date;
  onReport?: OnReport;
}) {
  async function accountsPage(accountStatus: 'buyer' | 'seller', query: AdminListQuery) {
    const after = query.after ? decodeCursor(query.after, accountCursor) : undefined;
    const rows = await repo.listByStatus(accountStatus, {
      after: after && { createdAt: after[0], id: after[1] },
      search: query.q || undefined,
      // One more than a page says whether there is a next one.
      limit: adminPageSize + 1,
    });
    const shown = rows.slice(0, adminPageSize);
    const last = shown.at(-1);
    return {
      records: shown.map((row) => row.account),
      next:
        rows.length > adminPageSize && last ? encodeCursor([last.createdAtText, last.account.id]) : undefined,
    };
  }

  async function isAdmin(email: string) {
    const normalised = email.trim().toLowerCase();
    if (await repo.isGrantedAdmin(normalised)) return true;
    // An address in ADMIN_EMAILS makes an administrator only once its owner proved it is theirs: whoever signed up
    // with it first must not be one.
    return adminEmails.includes(normalised) && isEmailVerified(normalised);
  }

  async function requireSeller(caller: Principal) {
    const account = await repo.byEmail(caller.email);
    if (account?.accountStatus !== 'seller') throw new ForbiddenError('Only sellers can do this.');
    return account;
  }

  return {
    /** The people the account reported: part of its data export. */
    async exportReportsFor(reporterId: string): Promise<ExportedReport[]> {
      return (await repo.reportsBy(reporterId)).map((report) => exportedReport('user', report));
    },

    /** The account for its owner's data export (the sign-in's secrets live elsewhere and never join it). */
    async exportFor(accountId: string) {
      const row = await repo.exportFor(accountId);
      if (!row) throw new NotFoundError('You have no buyer or seller account yet.');
      const { id, username, userEmail, phone, location, accountStatus, sellerStatus, createdAt } = row;
      return {
        _id: id,
        username,
        userEmail,
        phone,
        location,
        accountStatus,
        sellerStatus,
        emailVerified: await isEmailVerified(userEmail),
        createdAt: createdAt.toISOString(),
      };
    },

    /**
     * Creates the caller's marketplace account. One per user: a repeat (a double click, a retried request, a second
     * Google sign-in) changes nothing and answers like the first.
     */
    async createAccount(caller: Principal, body: NewAccountBody, language: Language | null) {
      if (body.userEmail !== caller.email.toLowerCase()) {
        throw new ForbiddenError(
          'You can only create the account of the e-mail address you are signed in with.',
        );
      }
      const insertedId =
        (await repo.insertForUser({
          userId: caller.userId,
          username: body.username,
          userEmail: body.userEmail,
          phone: body.phone ?? null,
          location: body.location ?? null,
          accountStatus: body.accountStatus,
          language,
        })) ?? (await repo.byEmail(body.userEmail))?.id;
      return { acknowledged: true as const, insertedId };
    },

    accountOf: (caller: Principal) => repo.byEmail(caller.email),

    /**
     * Reports a person to the moderators with a reason and note: once per reporter and person (a repeat changes
     * nothing and answers null), never oneself.
     */
    async reportUser(
      caller: Principal,
      accountId: string,
      details: ReportDetails,
    ): Promise<FiledReport | null> {
      const reporter = await repo.byEmail(caller.email);
      if (!reporter) throw new ForbiddenError('Create your buyer or seller account first.');
      if (reporter.id === accountId) throw new ValidationError('You cannot report yourself.');
      return fileReport(
        db,
        { kind: 'user', targetId: accountId },
        details,
        async (tx, stored) => {
          const txRepo = createAccountsRepo(tx);
          if (!(await txRepo.exists(accountId))) throw new NotFoundError('There is no such person.');
          return txRepo.reportUser({ accountId, reporterId: reporter.id, ...stored, createdAt: clock() });
        },
        onReport,
      );
    },

    /** Whether the reader (by account id) reported this person. */
    hasReportedUser: (readerId: string, accountId: string) => repo.hasReportedUser(readerId, accountId),

    async myAccount(caller: Principal) {
      const account = await repo.byEmail(caller.email);
      if (!account) throw new NotFoundError('You have no buyer or seller account yet.');
      const { id, username, userEmail, phone, location, accountStatus, sellerStatus, language } = account;
      return { _id: id, username, userEmail, phone, location, accountStatus, sellerStatus, language };
    },

    /** Keeps the language the person chose: their pages on every device, and the e-mails sent to them. */
    async chooseLanguage(caller: Principal, language: Language) {
      if (!(await repo.setLanguage(caller.email, language))) {
        throw new NotFoundError('You have no buyer or seller account yet.');
      }
      return { language };
    },

    /** The language the person chose, if they are known and chose one: their pages' language on a new device. */
    async chosenLanguage(caller: Principal): Promise<Language | null> {
      return (await repo.byEmail(caller.email))?.language ?? null;
    },

    /** The monthly-payment calculator's last choices kept with the caller's account; null terms: never chosen. */
    async financingChoices(caller: Principal): Promise<FinancingChoices> {
      const row = await repo.financingOf(caller.email);
      if (!row) throw new NotFoundError('You have no buyer or seller account yet.');
      const { downPercent, aprBasisPoints, termMonths } = row;
      if (downPercent === null || aprBasisPoints === null || termMonths === null) return { terms: null };
      return { terms: { apr: aprBasisPoints / 100, termMonths, downPercent } };
    },

    /** Keeps the calculator's choices with the caller's account, for their other devices and visits. */
    async keepFinancingChoices(caller: Principal, terms: FinancingTerms): Promise<FinancingChoices> {
      const kept = await repo.setFinancing(caller.email, {
        downPercent: terms.downPercent,
        aprBasisPoints: Math.round(terms.apr * 100),
        termMonths: terms.termMonths,
      });
      if (!kept) throw new NotFoundError('You have no buyer or seller account yet.');
      return { terms: { ...terms, apr: Math.round(terms.apr * 100) / 100 } };
    },

    /**
     * The language to write to an address in (its e-mails and documents): its account's choice, English when it made
     * none; undefined when the address has no account. Read inside `tx`, where the e-mail is being written.
     */
    async languageOf(tx: Executor, email: string): Promise<Language | undefined> {
      const language = await createAccountsRepo(tx).languageOf(email);
      return language === undefined ? undefined : (language ?? 'en');
    },

    /** The caller's seller account, or a refusal for anyone else. */
    requireSeller,

    /** A seller who may list a car: one whose e-mail address is verified. */
    async requireListingSeller(caller: Principal) {
      const account = await requireSeller(caller);
      if (!(await isEmailVerified(caller.email))) throw new EmailNotVerifiedError();
      return account;
    },

    /** The caller's account when its e-mail address is verified: writing to other people waits for it, as listing does. */
    async requireVerifiedAccount(caller: Principal) {
      const account = await repo.byEmail(caller.email);
      if (!account) throw new ForbiddenError('Create your buyer or seller account first.');
      if (!(await isEmailVerified(caller.email))) throw new EmailNotVerifiedError();
      return account;
    },

    /** The caller's buyer account, or a refusal for anyone else. */
    async requireBuyer(caller: Principal) {
      const account = await repo.byEmail(caller.email);
      if (account?.accountStatus !== 'buyer') throw new ForbiddenError('Only buyers can do this.');
      return account;
    },

    async requireAdmin(caller: Principal) {
      if (!(await isAdmin(caller.email))) throw new ForbiddenError('Only administrators can do this.');
    },

    isAdmin,

    /**
     * A role lookup (GET /admin|buyer|seller/{email}): answered for the caller's own address, or for an administrator
     * about anyone; nobody else learns which addresses are administrators, buyers or sellers.
     */
    async lookUpRole(caller: Principal, email: string, role: 'admin' | 'buyer' | 'seller') {
      const own = email.trim().toLowerCase() === caller.email.toLowerCase();
      if (!own && !(await isAdmin(caller.email))) {
        throw new ForbiddenError('You can only look up the roles of your own account.');
      }
      if (role === 'admin') return isAdmin(email);
      return (await repo.byEmail(email.trim()))?.accountStatus === role;
    },

    /** All Buyer: a page of the buyer accounts, oldest first, and where the next page starts. */
    async buyers(query: AdminListQuery): Promise<Page<BuyerRecord>> {
      const page = await accountsPage('buyer', query);
      return {
        ...page,
        records: page.records.map(({ id, username, userEmail, phone, location }) => ({
          _id: id,
          username,
          userEmail,
          phone,
          location,
        })),
      };
    },

    /** All Seller: a page of the seller accounts, oldest first, with their badges. */
    async sellers(query: AdminListQuery): Promise<Page<SellerRecord>> {
      const page = await accountsPage('seller', query);
      return {
        ...page,
        records: page.records.map(({ id, username, userEmail, phone, location, sellerStatus }) => ({
          _id: id,
          username,
          userEmail,
          phone,
          location,
          sellerStatus,
        })),
      };
    },

    /** Gives a seller the verified badge; verifying again changes nothing. */
    async verifySeller(tx: Executor, id: string) {
      if ((await createAccountsRepo(tx).setVerified(id, true)) === 0)
        throw new NotFoundError('There is no seller with this id.');
    },

    /** Takes the verified badge from a seller (moderation); false when they had none. */
    unverifySeller: async (tx: Executor, id: string) =>
      (await createAccountsRepo(tx).setVerified(id, false)) > 0,

    /** Part of deleting an account: the account, locked for the rest of the transaction; undefined if there is none. */
    lockAccount: (tx: Executor, id: string) => createAccountsRepo(tx).lockById(id),

    deleteAccount: (tx: Executor, id: string) => createAccountsRepo(tx).deleteById(id),
  };
}
