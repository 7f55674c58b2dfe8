import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with an e-mail: its name, its MIME type (parameters included) and its text (base64 for a binary file). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
}

/**
 * The outbox: every e-mail, written in the transaction of the change that causes it, with the job that sends it.
 * `sent_at` makes a second run of that job (after a crash between the SMTP server's answer and the job's end) a no-op,
 * and the id is the stable Message-ID a receiver recognises a repeat by.
 */
export const mailMessages = pgTable(
  'mail_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is (`password-reset`, `car-booked` …), for logs and tests; never its content. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /** Files sent with the message (a calendar invitation), kept with it so a retry sends the same bytes. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_messages_unsent_idx')
      .on(table.createdAt)
      .where(sql`${table.sentAt} is null`),
  ],
);

/** The optional e-mails a person turned off, by address (a one-click unsubscribe knows only the address). */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    email: text('email').notNull(),
    kind: text('kind').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.email, table.kind] })],
);
