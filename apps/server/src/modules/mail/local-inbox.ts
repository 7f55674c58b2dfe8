import type { Logger } from 'pino';

export interface LocalInbox {
  /** Where the server sends its mail: the inbox's SMTP port on 127.0.0.1. */
  smtpUrl: string;
  /** The web inbox a person opens; its REST API lists the messages at `/api/email`. */
  url: string;
  stop(): Promise<void>;
}

function addressInUse(error: unknown) {
  return (error as { code?: unknown }).code === 'EADDRINUSE';
}

/**
 * Zero configuration: a real SMTP server and web inbox (MailDev 3) on 127.0.0.1 only, so nobody else on the network
 * reads the mail. The inbox takes `port`; when another program has it, a free port instead of a failed start.
 */
export async function startLocalInbox(options: { port: number; mailDir: string; log: Logger }) {
  // Loaded only here: MailDev and its web stack take seconds to load, which a server sending over SMTP never needs.
  const { MailDev } = await import('maildev');
  const start = async (web: number) => {
    const inbox = new MailDev({
      smtp: 0,
      web,
      ip: '127.0.0.1',
      webIp: '127.0.0.1',
      mailDirectory: options.mailDir,
      // Keeps the inbox's folder and memory bounded on a server left running for months.
      maxEmails: 1000,
      silent: true,
    });
    // MailDev's web inbox announces itself with console.info whatever `silent` says: while it starts, that line goes
    // to our log (debug) instead of a plain line among the server's.
    const consoleInfo = console.info;
    console.info = (...parts: unknown[]) => options.log.debug(parts.join(' '));
    try {
      const servers = await inbox.start();
      return { inbox, servers };
    } finally {
      console.info = consoleInfo;
    }
  };
  let started;
  try {
    started = await start(options.port);
  } catch (error) {
    if (!addressInUse(error)) throw error;
    options.log.warn(`Port ${options.port} is taken; the local mail inbox takes a free port instead.`);
    started = await start(0);
  }
  const { inbox, servers } = started;
  const smtpPort = servers.smtp.getAddress()?.port;
  const webPort = servers.api?.getAddress()?.port;
  if (!smtpPort || !webPort) throw new Error('the local mail inbox did not report its ports');
  const url = `http://127.0.0.1:${webPort}`;
  options.log.info(`No SMTP_URL: e-mail goes to the local inbox at ${url}`);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    url,
    stop: () => inbox.stop(),
  } satisfies LocalInbox;
}
