import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Map<string, unknown>;
  /** The List-Unsubscribe address and whether one-click POST is offered (RFC 8058). */
  listUnsubscribe: string | undefined;
  oneClickUnsubscribe: boolean;
  /** Files sent with it (a calendar invitation, a PDF receipt), their content as text and as bytes. */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
}

/**
 * A real SMTP server for tests (smtp-server, parsed with mailparser): the app sends to it over the wire as it would to
 * any provider. It can refuse messages for a while, as a provider in trouble does.
 */
export async function startSmtpStandIn(options: { acceptDelayMs?: number } = {}) {
  const received: ReceivedMail[] = [];

  const waiters = new Set<() => void>();
  let refusing = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // No reverse DNS lookup of the client: there is nothing to learn about 127.0.0.1, and it costs a lookup.
    disableReverseLookup: true,
    // Closing does not wait out a client's idle pooled connection (30 s by default).
    closeTimeout: 500,
    logger: false,
    onData(stream, session, callback) {
      if (refusing > 0) {
        refusing -= 1;
        refused += 1;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Service unavailable, try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then(async (parsed) => {
          if (options.acceptDelayMs)
            await new Promise((resolve) => setTimeout(resolve, options.acceptDelayMs));
          // A message whose sender hung up before our "250 OK" is not delivered: it will send it again.
          if (!senderConnected(session.id)) return callback(new Error('the sender hung up'));
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          // mailparser gathers the List-* headers under `list`.
          const list = parsed.headers.get('list') as
            { unsubscribe?: { url?: string }; 'unsubscribe-post'?: { name?: string } } | undefined;
          received.push({
            messageId: parsed.messageId ?? '',
            to: to?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: parsed.headers,
            listUnsubscribe: list?.unsubscribe?.url,
            oneClickUnsubscribe: list?.['unsubscribe-post']?.name === 'List-Unsubscribe=One-Click',
            attachments: parsed.attachments.map((attachment) => ({
              filename: attachment.filename ?? '',
              contentType: attachment.contentType,
              content: attachment.content.toString('utf8'),
              bytes: attachment.content,
            })),
          });
          for (const wake of waiters) wake();
          return callback();
        })
        .catch(callback);
    },
  });
  // A sender killed mid-session resets its connection: expected here, not a failure of the stand-in.
  server.on('error', () => undefined);
  const senderConnected = (sessionId: string) => {
    const connections = (
      server as unknown as { connections: Set<{ id: string; _socket: { destroyed: boolean } }> }
    ).connections;
    return [...connections].some(
      (connection) => connection.id === sessionId && !connection._socket.destroyed,
    );
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    get refused() {
      return refused;
    },
    /** Answers the next `count` messages with a temporary failure (451). */
    refuseNext(count: number) {
      refusing = count;
    },
    /** The first received message that matches, once it arrives. */
    async waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs = 20_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) {
          const seen = received.map((mail) => `${mail.to}: ${mail.subject}`).join('\n');
          throw new Error(`no such e-mail arrived in ${timeoutMs} ms; received:\n${seen}`);
        }
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiters.delete(wake);
            clearTimeout(timer);
            resolve();
          };
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpStandIn = Awaited<ReturnType<typeof startSmtpStandIn>>;
