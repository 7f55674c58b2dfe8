import { createHash, randomBytes } from 'node:crypto';
import type {
  DealerInvitation,
  DealerRole,
  InvitationView,
  Language,
  StaffMember,
} from '@second-gear/contract';
import type { Database } from '../../db/client.ts';
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '../../lib/errors.ts';
import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Principal } from '../auth/auth.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { createDealersRepo, type DealersRepo } from './dealers.repo.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };
import { invitationDays, invitationState, mayInvite, mayRemove } from './staff-rules.ts';

const texts = defineServerCatalogue(english, spanish);

type Account = { id: string; accountStatus: 'buyer' | 'seller'; userEmail: string };

/** Only the token's hash is stored: a leaked table holds no working link. */
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const asInvitation = (row: {
  id: string;
  email: string;
  role: DealerRole;
  expiresAt: Date;
}): DealerInvitation => ({
  _id: row.id,
  email: row.email,
  role: row.role,
  expiresAt: row.expiresAt.toISOString(),
});

/** A dealership's staff: invitations by e-mail, joining through one, leaving, removing people and their roles. */
export function createDealerStaffService(deps: {
  db: Database;
  repo: DealersRepo;
  mail: MailService;
  clock: () => Date;
  publicUrl: string;
  accountOf: (caller: Principal) => Promise<Account>;
  requireRole: (
    caller: Principal,
    dealerId: string,
    needed: DealerRole,
    doing: string,
  ) => Promise<{ account: Account; role: DealerRole }>;
}) {
  const { db, repo, mail, clock, publicUrl, accountOf, requireRole } = deps;

  async function invitationByToken(token: string) {
    const found = await repo.invitationByHash(hashOf(token));
    if (!found) throw new NotFoundError('There is no such invitation: check the link in the e-mail.');
    return found;
  }

  /** Who is on the staff, locked, and the one `accountId` names (404 when not on it). */
  async function lockedStaff(repoInTx: DealersRepo, dealerId: string, accountId: string) {
    const staff = await repoInTx.lockStaff(dealerId);
    const target = staff.find((member) => member.accountId === accountId);
    if (!target) throw new NotFoundError('This person does not work for the dealership.');
    const owners = staff.filter((member) => member.role === 'owner').length;
    return { target, owners };
  }

  return {
    /**
     * Invites an address to a role (an owner any role, a manager sales staff) and e-mails it a link that works once,
     * for 7 days.
     */
    async invite(
      caller: Principal,
      dealerId: string,
      body: { email: string; role: DealerRole },
      /** The inviter's page's language, when known: the e-mail's, unless the address has an account. */
      language?: Language,
    ): Promise<DealerInvitation> {
      const { account, role } = await requireRole(caller, dealerId, 'manager', 'invite people');
      if (!mayInvite(role, body.role))
        throw new ForbiddenError(
          'A manager can invite sales staff only: an owner invites owners and managers.',
        );
      const email = body.email.trim().toLowerCase();
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      return db.transaction(async (tx) => {
        const txRepo = createDealersRepo(tx);
        if (await txRepo.isStaffByEmail(dealerId, email))
          throw new ConflictError(`${email} already works for this dealership.`);
        const dealer = (await txRepo.byId(dealerId))!;
        const invitation = await txRepo.insertInvitation({
          dealerId,
          email,
          role: body.role,
          tokenHash: hashOf(token),
          invitedBy: account.id,
          createdAt: now,
          expiresAt: new Date(now.getTime() + invitationDays * 86_400_000),
        });
        await mail.send(tx, {
          kind: 'dealer-invitation',
          to: email,
          // An address with no account yet reads it in the inviter's language.
          ...(language ? { language } : {}),
          write: (written) => {
            const t = texts(written);
            const names = { dealer: dealer.name };
            return {
              subject: t('invite.subject', names),
              content: {
                heading: t('invite.heading', names),
                paragraphs: [
                  t('invite.body', { from: caller.name, dealer: dealer.name, role: body.role }),
                  t('invite.link', { days: invitationDays, email }),
                ],
                action: { label: t('invite.action', names), url: `${publicUrl}/invitations/${token}` },
              },
            };
          },
        });
        return asInvitation(invitation);
      });
    },

    /** The invitations not used nor expired yet, for an owner or a manager. */
    async invitations(caller: Principal, dealerId: string): Promise<DealerInvitation[]> {
      await requireRole(caller, dealerId, 'manager', 'see the invitations');
      return (await repo.pendingInvitations(dealerId, clock())).map(asInvitation);
    },

    /** Withdraws an invitation not used yet: its link stops working. */
    async withdrawInvitation(caller: Principal, dealerId: string, invitationId: string) {
      await requireRole(caller, dealerId, 'manager', 'withdraw invitations');
      const deletedCount = await repo.deleteInvitation(dealerId, invitationId);
      if (deletedCount === 0) throw new NotFoundError('There is no such invitation waiting.');
      return { deletedCount };
    },

    /** What an invitation is, for its page before anyone signs in. */
    async invitation(token: string): Promise<InvitationView> {
      const { invitation, dealer } = await invitationByToken(token);
      return {
        dealer,
        role: invitation.role,
        email: invitation.email,
        state: invitationState(invitation, clock()),
      };
    },

    /**
     * The signed-in seller the invitation was sent to joins the dealership. The invitation is locked first, so two
     * accepts at once make one member: the second finds it used.
     */
    async accept(caller: Principal, token: string) {
      const account = await accountOf(caller);
      return db.transaction(async (tx) => {
        const txRepo = createDealersRepo(tx);
        const found = await txRepo.invitationByHash(hashOf(token), true);
        if (!found) throw new NotFoundError('There is no such invitation: check the link in the e-mail.');
        const { invitation } = found;
        if (invitation.email !== account.userEmail.toLowerCase())
          throw new ForbiddenError(
            `This invitation was sent to ${invitation.email}: sign in with that address to accept it.`,
          );
        const now = clock();
        const state = invitationState(invitation, now);
        if (state === 'accepted')
          throw new GoneError('This invitation was already used: ask the dealership for a new one.');
        if (state === 'expired')
          throw new GoneError('This invitation has expired: ask the dealership for a new one.');
        if (account.accountStatus !== 'seller')
          throw new ForbiddenError(
            'Only a seller account can join a dealership, and this address has a buyer account.',
          );
        const joined = await txRepo.addStaff({
          dealerId: invitation.dealerId,
          accountId: account.id,
          role: invitation.role,
          joinedAt: now,
        });
        if (!joined)
          throw new ConflictError('You already work for a dealership: leave it before joining another.');
        await txRepo.markAccepted(invitation.id, account.id, now);
        return { dealer: { _id: invitation.dealerId, ...found.dealer }, role: invitation.role };
      });
    },

    /** The dealership's staff, for anyone on it. */
    async staff(caller: Principal, dealerId: string): Promise<StaffMember[]> {
      await requireRole(caller, dealerId, 'sales', 'see the staff');
      return (await repo.staffOf(dealerId)).map((member) => ({
        ...member,
        joinedAt: member.joinedAt.toISOString(),
      }));
    },

    /** Someone leaves, or an owner (anyone) or a manager (sales staff) removes them; never the last owner. */
    async removeStaff(caller: Principal, dealerId: string, accountId: string) {
      const { account, role } = await requireRole(caller, dealerId, 'sales', 'remove staff');
      await db.transaction(async (tx) => {
        const txRepo = createDealersRepo(tx);
        const { target, owners } = await lockedStaff(txRepo, dealerId, accountId);
        if (!mayRemove({ accountId: account.id, role }, target))
          throw new ForbiddenError(
            role === 'manager'
              ? 'A manager can remove sales staff only.'
              : 'Only an owner or a manager can remove someone else.',
          );
        if (target.role === 'owner' && owners === 1)
          throw new ConflictError(
            'The last owner cannot leave: make someone else an owner first, so the dealership keeps one.',
          );
        await txRepo.removeStaff(dealerId, accountId);
      });
      return { deletedCount: 1 };
    },

    /** An owner changes a member's role; the last owner keeps theirs. */
    async changeRole(caller: Principal, dealerId: string, accountId: string, newRole: DealerRole) {
      await requireRole(caller, dealerId, 'owner', 'change roles');
      await db.transaction(async (tx) => {
        const txRepo = createDealersRepo(tx);
        const { target, owners } = await lockedStaff(txRepo, dealerId, accountId);
        if (target.role === 'owner' && newRole !== 'owner' && owners === 1)
          throw new ConflictError('The last owner cannot step down: make someone else an owner first.');
        await txRepo.setRole(dealerId, accountId, newRole);
      });
      const staff = await repo.staffOf(dealerId);
      const member = staff.find((one) => one.accountId === accountId)!;
      return { ...member, joinedAt: member.joinedAt.toISOString() };
    },
  };
}
