import nodemailer from 'nodemailer';
import type { MailAttachment } from './mail.table.ts';

export interface OutgoingMail {
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Hands a message to an SMTP server; rejects when the server does not accept it. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // Kept connections: a new one costs the server's greeting (often 100 ms or more) on every message.
    pool: true,
    maxConnections: 2,
    // A server that stops answering fails the attempt (it is retried), rather than holding a worker.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}
