import { AsyncLocalStorage } from 'node:async_hooks';
import type { Language } from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Database } from '../../db/client.ts';
import type { Mail, MailService } from '../mail/mail.service.ts';
import { mailsPerAddress, noAccountResetMail, passwordResetMail } from './auth-mails.ts';

export type SecurityMails = ReturnType<typeof createSecurityMails>;

/**
 * The e-mails of sign-in security (password resets, address verification), written to the outbox before the request
 * is answered, so an acknowledged request survives a crash. A forgot-password request writes the same outbox row and
 * job whether or not the address has an account (one for an address with none is never delivered): both answer after
 * the same work, and the answer's timing does not tell which addresses have accounts.
 */
export function createSecurityMails(deps: {
  db: Database;
  mail: MailService;
  log: Logger;
  publicUrl: string;
}) {
  const { db, mail, log, publicUrl } = deps;
  /** Set while a forgot-password request runs: whether Better Auth found the address and had its e-mail written. */
  const resetRequest = new AsyncLocalStorage<{ found: boolean; failure?: unknown }>();
  /** Set while a request whose page's language is known writes its e-mails: for an address with no account yet. */
  const requestLanguage = new AsyncLocalStorage<Language>();

  /**
   * Puts a security e-mail in the outbox. Past the per-address limit the request is answered the same, but nothing
   * more is written: nobody can flood someone's inbox through us.
   */
  async function sendLimited(message: Mail) {
    if ((await mail.countRecent(message.to, message.kind, 60 * 60)) >= mailsPerAddress.perHour) {
      log.warn(
        { event: 'security-mail-limited', kind: message.kind },
        'e-mail not sent: too many for the address',
      );
      return;
    }
    const language = message.language ?? requestLanguage.getStore();
    await mail.send(db, language ? { ...message, language } : message);
  }

  return {
    sendLimited,

    /** Runs `write` (a call of Better Auth's that sends an e-mail) for a request whose page speaks `language`. */
    inLanguage: <Result>(language: Language, write: () => Promise<Result>) =>
      requestLanguage.run(language, write),

    /** Better Auth's `sendResetPassword`: the reset e-mail of an address with an account. */
    async passwordReset(user: { email: string; name: string }, token: string) {
      const request = resetRequest.getStore();
      if (request) request.found = true;
      try {
        await sendLimited(passwordResetMail({ to: user.email, name: user.name, token, publicUrl }));
      } catch (error) {
        // Better Auth logs a failed sender and answers 200 all the same; the request must not be acknowledged.
        if (request) request.failure = error;
        throw error;
      }
    },

    /**
     * Runs a forgot-password request through Better Auth (`answer`); when it found no account for `email`, writes that
     * address's never-delivered row the way an address with an account has its e-mail written. Answers only once the
     * write committed.
     */
    async answerResetRequest<Answer extends { status: number }>(
      email: string | undefined,
      answer: () => Promise<Answer>,
    ): Promise<Answer> {
      const request: { found: boolean; failure?: unknown } = { found: false };
      const answered = await resetRequest.run(request, answer);
      if (request.failure) throw request.failure;
      if (answered.status === 200 && !request.found && email) {
        await sendLimited(noAccountResetMail({ to: email, publicUrl }));
      }
      return answered;
    },
  };
}
