import {
  optionalMailKinds,
  type Language,
  type MailPreferences,
  type OptionalMailKind,
} from '@second-gear/contract';
import type { Logger } from 'pino';
import type { Executor } from '../../db/client.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { defineServerCatalogue } from '../../lib/texts.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };
import { renderMail, type MailContent } from './mail-layout.ts';
import type { MailTransport } from './mail-transport.ts';
import { createMailRepo, type MailRepo } from './mail.repo.ts';
import type { MailAttachment } from './mail.table.ts';
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts';

/** What an e-mail says: its subject and its body's parts. */
export interface MailWords {
  subject: string;
  content: MailContent;
}

export interface Mail {
  /** What the message is, for logs and tests (`password-reset`, `car-booked` …). */
  kind: string;
  to: string;
  /**
   * Its words in the recipient's language, looked up when the message is put in the outbox (each module keeps its
   * e-mails' texts in its own catalogue, `locales/en.json` and `es.json`).
   */
  write: (language: Language) => MailWords;
  /**
   * The language to write in when the address has no account (an invitation): the sender's page's, if known. An
   * address with an account gets its account's language (English when it chose none).
   */
  language?: Language;
  /** An address whose account's language to write in rather than `to`'s: the account's own while it moves address. */
  languageFrom?: string;
  /** Files sent with it, such as a calendar invitation. */
  attachments?: MailAttachment[];
  /**
   * For mail one-click unsubscribe turns off by something other than its kind (a saved search's alerts): the token's
   * subject (whose it is) and what it turns off; its footer link opens the landing page that says so.
   */
  unsubscribe?: { subject: string; kind: string };
  /**
   * Written and queued like any other message, never delivered: a request that must cost the same whether or not it
   * has someone to write to (a password reset for an address with no account).
   */
  withheld?: boolean;
}

/** The language of the account with that address (English when it chose none); undefined when there is none. */
export type LanguageOf = (tx: Executor, email: string) => Promise<Language | undefined>;

/** Turns off what an unsubscribe token of a registered prefix names, for the token's subject; throws to refuse. */
export type UnsubscribeHandler = (
  subject: string,
  kind: string,
) => Promise<{ savedSearch?: { _id: string; name: string }; turnedOff: string }>;

export type MailService = ReturnType<typeof createMailService>;

const preferenceTexts = defineServerCatalogue(english, spanish);

/** An optional e-mail's name in the settings, in the reader's language. */
const optionalLabel = (kind: OptionalMailKind, language: Language) =>
  preferenceTexts(language)(`pref.${kind}`);

const isOptional = (kind: string): kind is OptionalMailKind =>
  (optionalMailKinds as readonly string[]).includes(kind);

const normalised = (email: string) => email.trim().toLowerCase();

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
  /** Signs one-click unsubscribe links. */
  secret: string;
}) {
  const { repo, jobs, transport, publicUrl, clock, log, retryDelaySeconds = 10 } = deps;
  const messageHost = new URL(publicUrl).hostname;
  const unsubscribeTokens = createUnsubscribeTokens(deps.secret);
  const unsubscribeHandlers = new Map<string, UnsubscribeHandler>();
  let languageOf: LanguageOf = async () => undefined;

  // Retries back off from 10 s to an hour between attempts: about a day of an SMTP server's outage before a message is
  // given up (and logged).
  jobs.handle<{ id: string; withheld?: boolean }>(
    sendQueue,
    {
      concurrency: 2,
      retryLimit: 30,
      retryDelay: retryDelaySeconds,
      retryDelayMax: 3600,
      expireInSeconds: 120,
    },
    async ({ id, withheld }) => {
      const message = await repo.find(id);
      if (!message || message.sentAt || withheld) return;
      try {
        await transport.send({
          messageId: `<${message.id}@${messageHost}>`,
          from: deps.from,
          to: message.recipient,
          subject: message.subject,
          text: message.textBody,
          html: message.htmlBody,
          headers: message.headers,
          attachments: message.attachments,
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
    /** The optional e-mails and whether the address receives them, named in `language`. */
    async preferences(email: string, language: Language = 'en'): Promise<MailPreferences> {
      const off = await repo.optedOutKinds(normalised(email));
      return {
        preferences: optionalMailKinds.map((kind) => ({
          kind,
          label: optionalLabel(kind, language),
          enabled: !off.has(kind),
        })),
      };
    },

    async setPreference(email: string, kind: OptionalMailKind, enabled: boolean) {
      await repo.setOptOut(normalised(email), kind, !enabled, clock());
    },

    /** Lets the accounts module say each recipient's language (it is built after the outbox). */
    readLanguagesWith(lookUp: LanguageOf) {
      languageOf = lookUp;
    },

    /** Lets a module turn off what tokens of kind `${prefix}-…` name (call it while the app is built). */
    handleUnsubscribe(prefix: string, handler: UnsubscribeHandler) {
      unsubscribeHandlers.set(prefix, handler);
    },

    /** A one-click unsubscribe (RFC 8058): turns off what the token names; undefined for a bad token. */
    async unsubscribe(
      token: string,
      language: Language = 'en',
    ): Promise<
      | {
          kind: OptionalMailKind | 'saved-search';
          savedSearch?: { _id: string; name: string };
          turnedOff: string;
        }
      | undefined
    > {
      const claims = unsubscribeTokens.verify(token);
      if (!claims) return undefined;
      if (isOptional(claims.kind)) {
        await repo.setOptOut(claims.email, claims.kind, true, clock());
        log.info({ event: 'unsubscribed', kind: claims.kind }, 'an optional e-mail was turned off');
        return { kind: claims.kind, turnedOff: optionalLabel(claims.kind, language) };
      }
      const handler = unsubscribeHandlers.get(claims.kind.split('-')[0]!);
      if (!handler) return undefined;
      const done = await handler(claims.email, claims.kind);
      log.info({ event: 'unsubscribed', kind: 'saved-search' }, "a saved search's alerts were turned off");
      return { kind: 'saved-search', ...done };
    },

    /** Part of an account's change of address, inside its transaction: its preferences follow it. */
    moveAddress: (tx: Executor, from: string, to: string) =>
      createMailRepo(tx).moveOptOuts(normalised(from), normalised(to)),

    /** How many e-mails of a kind went to an address in the last `seconds`: for limits per address. */
    countRecent: (to: string, kind: string, seconds: number) =>
      repo.countSince(to, kind, new Date(clock().getTime() - seconds * 1000)),

    /**
     * Puts an e-mail in the outbox inside the caller's transaction (or on its own when handed the database): it is sent
     * after that transaction commits, by a worker, and never if it rolls back. Sending never fails the caller.
     */
    async send(tx: Executor, mail: Mail): Promise<void> {
      // A record kept after its account's deletion no longer has an address: there is nobody to write to.
      if (!mail.to) return;
      const language = (await languageOf(tx, mail.languageFrom ?? mail.to)) ?? mail.language ?? 'en';
      const { subject, content: written } = mail.write(language);
      let headers: Record<string, string> = {};
      let content = written;
      if (isOptional(mail.kind) || mail.unsubscribe) {
        // Turned off by its recipient: not written at all.
        if (isOptional(mail.kind) && (await createMailRepo(tx).isOptedOut(normalised(mail.to), mail.kind)))
          return;
        const token = mail.unsubscribe
          ? unsubscribeTokens.issue(mail.unsubscribe.subject, mail.unsubscribe.kind)
          : unsubscribeTokens.issue(normalised(mail.to), mail.kind);
        headers = {
          'List-Unsubscribe': `<${publicUrl}/api/mail/unsubscribe?token=${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        };
        const unsubscribeUrl = mail.unsubscribe
          ? `${publicUrl}/unsubscribe?token=${token}`
          : `${publicUrl}/dashboard/settings`;
        content = { ...content, unsubscribeUrl };
      }
      const { text, html } = renderMail(content, publicUrl, language);
      // The message and its job commit together, also when handed the database rather than a transaction.
      await tx.transaction(async (inner) => {
        const id = await createMailRepo(inner).insert({
          kind: mail.kind,
          recipient: mail.to,
          subject,
          textBody: text,
          htmlBody: html,
          headers,
          attachments: mail.attachments ?? [],
          createdAt: clock(),
        });
        await jobs.add(inner, sendQueue, mail.withheld ? { id, withheld: true } : { id });
      });
    },
  };
}
