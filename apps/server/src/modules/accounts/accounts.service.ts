import type { BuyerRecord, NewAccount as NewAccountBody, SellerRecord } from '@second-gear/contract';
import type { Executor } from '../../db/client.ts';
import { EmailNotVerifiedError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { Principal } from '../auth/auth.service.ts';
import { createAccountsRepo, type AccountsRepo } from './accounts.repo.ts';

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService({
  repo,
  adminEmails,
  isEmailVerified,
}: {
  repo: AccountsRepo;
  adminEmails: readonly string[];
  isEmailVerified: (email: string) => Promise<boolean>;
}) {
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
    /**
     * Creates the caller's marketplace account. One per user: a repeat (a double click, a retried request, a second
     * Google sign-in) changes nothing and answers like the first.
     */
    async createAccount(caller: Principal, body: NewAccountBody) {
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
        })) ?? (await repo.byEmail(body.userEmail))?.id;
      return { acknowledged: true as const, insertedId };
    },

    accountOf: (caller: Principal) => repo.byEmail(caller.email),

    async myAccount(caller: Principal) {
      const account = await repo.byEmail(caller.email);
      if (!account) throw new NotFoundError('You have no buyer or seller account yet.');
      const { username, userEmail, phone, location, accountStatus, sellerStatus } = account;
      return { username, userEmail, phone, location, accountStatus, sellerStatus };
    },

    /** The caller's seller account, or a refusal for anyone else. */
    requireSeller,

    /** A seller who may list a car: one whose e-mail address is verified. */
    async requireListingSeller(caller: Principal) {
      const account = await requireSeller(caller);
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

    /** All Buyer: every buyer account, oldest first. */
    async buyers(): Promise<BuyerRecord[]> {
      return (await repo.listByStatus('buyer')).map(({ id, username, userEmail, phone, location }) => ({
        _id: id,
        username,
        userEmail,
        phone,
        location,
      }));
    },

    /** All Seller: every seller account, oldest first, with its badge. */
    async sellers(): Promise<SellerRecord[]> {
      return (await repo.listByStatus('seller')).map(
        ({ id, username, userEmail, phone, location, sellerStatus }) => ({
          _id: id,
          username,
          userEmail,
          phone,
          location,
          sellerStatus,
        }),
      );
    },

    /** Gives a seller the verified badge; verifying again changes nothing. */
    async verifySeller(id: string) {
      if ((await repo.verifySeller(id)) === 0) throw new NotFoundError('There is no seller with this id.');
    },

    /** Part of deleting an account: the account, locked for the rest of the transaction; undefined if there is none. */
    lockAccount: (tx: Executor, id: string) => createAccountsRepo(tx).lockById(id),

    deleteAccount: (tx: Executor, id: string) => createAccountsRepo(tx).deleteById(id),

    async isBuyer(email: string) {
      return (await repo.byEmail(email.trim()))?.accountStatus === 'buyer';
    },

    async isSeller(email: string) {
      return (await repo.byEmail(email.trim()))?.accountStatus === 'seller';
    },
  };
}
