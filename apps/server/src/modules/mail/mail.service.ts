import type { Logger } from 'pino';
import type { Executor } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { renderMail, type MailContent } from './mail-layout.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailRepo, type MailRepo } from './mail.repo.ts';

export interface Mail {
  /** What the message is, for logs and tests (`password-reset`, `car-booked` …). */
  kind: string;
  to: string;
  subject: string;
  content: MailContent;
}

export type MailService = ReturnType<typeof createMailService>;

const sendQueue = 'mail.send';

export function createMailService(deps: {
  repo: MailRepo;
  jobs: JobsService;
  transport: MailTransport;
  from: string;
  publicUrl: string;
  clock: () => Date;
  log: Logger;
  /** The first retry's delay; later ones double, up to an hour. */
  retryDelaySeconds?: number;
}) {
  const { repo, jobs, transport, publicUrl, clock, log, retryDelaySeconds = 10 } = deps;
  const messageHost = new URL(publicUrl).hostname;

  // Retries back off from 10 s to an hour between attempts: about a day of an SMTP server's outage before a message is
  // given up (and logged).
  jobs.handle<{ id: string }>(
    sendQueue,
    {
      concurrency: 2,
      retryLimit: 30,
      retryDelay: retryDelaySeconds,
      retryDelayMax: 3600,
      expireInSeconds: 120,
    },
    async ({ id }) => {
      const message = await repo.find(id);
      if (!message || message.sentAt) return;
      try {
        await transport.send({
          messageId: `<${message.id}@${messageHost}>`,
          from: deps.from,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          headers: message.headers,
        });
      } catch (error) {
        // Only the id and kind: the body may hold a reset link, which no log line may show.
        log.warn(
          { mailId: id, kind: message.kind, reason: (error as Error).message },
          'an e-mail will be retried',
        );
        throw error;
      }
      await repo.markSent(id, clock());
      log.info({ mailId: id, kind: message.kind }, 'e-mail sent');
    },
  );

  return {
    /** How many e-mails of a kind went to an address in the last `seconds`: for limits per address. */
    countRecent: (to: string, kind: string, seconds: number) =>
      repo.countSince(to, kind, new Date(clock().getTime() - seconds * 1000)),

    /**
     * Puts an e-mail in the outbox inside the caller's transaction (or on its own when handed the database): it is sent
     * after that transaction commits, by a worker, and never if it rolls back. Sending never fails the caller.
     */
    async send(tx: Executor, mail: Mail): Promise<void> {
      const { text, html } = renderMail(mail.content, publicUrl);
      const headers: Record<string, string> = mail.content.unsubscribeUrl
        ? {
            'List-Unsubscribe': `<${mail.content.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {};
      // The message and its job commit together, also when handed the database rather than a transaction.
      await tx.transaction(async (inner) => {
        const id = await createMailRepo(inner).insert({
          kind: mail.kind,
          recipient: mail.to,
          subject: mail.subject,
          textBody: text,
          htmlBody: html,
          headers,
          createdAt: clock(),
        });
        await jobs.add(inner, sendQueue, { id });
      });
    },
  };
}
