import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { ConflictError, ValidationError } from '../../lib/errors.ts';
import type { MailService } from '../mail/mail.service.ts';
import {
  emailChangedMail,
  emailChangeLinkMail,
  emailChangeLinkSeconds,
  mailsPerAddress,
} from './auth-mails.ts';
import { sessions, users, verifications } from './auth.table.ts';
import type { Principal } from './auth.service.ts';

/** What other modules keep by address (marketplace account, admin grant, mail preferences) follows the account. */
export type EmailChangeListener = (
  tx: Executor,
  change: { userId: string; from: string; to: string },
) => Promise<void>;

const identifierOf = (token: string) => `email-change:${createHash('sha256').update(token).digest('hex')}`;

const expiredLink =
  'This link is not valid any more: it was used, or it is older than one hour. Ask for a new one in your account settings.';

/**
 * Changing the sign-in address: a one-time link to the new address (only its hash is stored), then, when it is
 * followed, the address changes, counts as verified, every session ends and the old address is told, in one
 * transaction.
 */
export function createEmailChange(deps: {
  db: Database;
  mail: MailService;
  clock: () => Date;
  publicUrl: string;
  listeners: EmailChangeListener[];
}) {
  const { db, mail, clock, publicUrl } = deps;

  async function userByEmail(tx: Executor, email: string) {
    const [row] = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    return row;
  }

  return {
    /** Sends the link, unless the address is taken or was sent too many links; the caller learns neither. */
    async request(caller: Principal, rawEmail: string): Promise<void> {
      const newEmail = rawEmail.trim().toLowerCase();
      if (newEmail === caller.email) {
        throw new ValidationError('This is already your e-mail address. Enter the new one.');
      }
      if (await userByEmail(db, newEmail)) return;
      if ((await mail.countRecent(newEmail, 'email-change', 60 * 60)) >= mailsPerAddress.perHour) return;
      const token = randomBytes(32).toString('base64url');
      const now = clock();
      await db.transaction(async (tx) => {
        await tx.insert(verifications).values({
          id: randomBytes(16).toString('hex'),
          identifier: identifierOf(token),
          value: JSON.stringify({ userId: caller.userId, from: caller.email, to: newEmail }),
          expiresAt: new Date(now.getTime() + emailChangeLinkSeconds * 1000),
          createdAt: now,
          updatedAt: now,
        });
        await mail.send(
          tx,
          emailChangeLinkMail({ to: newEmail, from: caller.email, name: caller.name, token, publicUrl }),
        );
      });
    },

    /** Follows the link: returns the new address. */
    async confirm(token: string): Promise<string> {
      return db.transaction(async (tx) => {
        // Deleted as it is read: a link works once, even when followed twice at the same moment.
        const [link] = await tx
          .delete(verifications)
          .where(and(eq(verifications.identifier, identifierOf(token)), gt(verifications.expiresAt, clock())))
          .returning({ value: verifications.value });
        if (!link) throw new ValidationError(expiredLink);
        const change = JSON.parse(link.value) as { userId: string; from: string; to: string };
        const [user] = await tx
          .select({ email: users.email, name: users.name })
          .from(users)
          .where(eq(users.id, change.userId))
          .limit(1);
        // The account was deleted or moved to yet another address since the link was sent.
        if (!user || user.email !== change.from) throw new ValidationError(expiredLink);
        const taken = await userByEmail(tx, change.to);
        if (taken) {
          throw new ConflictError(
            'This address now belongs to another account, so yours cannot move to it. Choose another address.',
          );
        }
        await tx
          .update(users)
          .set({ email: change.to, emailVerified: true, updatedAt: clock() })
          .where(eq(users.id, change.userId));
        // Access tokens and sessions were given to the old address; the person signs in again with the new one.
        await tx.delete(sessions).where(eq(sessions.userId, change.userId));
        for (const listener of deps.listeners) await listener(tx, change);
        await mail.send(
          tx,
          emailChangedMail({ to: change.from, name: user.name, newEmail: change.to, publicUrl }),
        );
        return change.to;
      });
    },
  };
}
