import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startLocalInbox } from './local-inbox.ts';
import { createSmtpTransport } from './mail-transport.ts';

const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'sg-inbox-'));
const blocker = net.createServer();
await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
const takenPort = (blocker.address() as net.AddressInfo).port;
afterAll(async () => {
  await new Promise((resolve) => blocker.close(resolve));
  await fs.rm(mailDir, { recursive: true, force: true });
});

describe('the local inbox (zero configuration)', () => {
  it('takes a free port when its port is taken, listens on 127.0.0.1 only, and lists what it received', async () => {
    const inbox = await startLocalInbox({ port: takenPort, mailDir, log: pino({ level: 'silent' }) });
    try {
      const url = new URL(inbox.url);
      expect(url.hostname).toBe('127.0.0.1');
      expect(url.port).not.toBe(String(takenPort));
      expect(new URL(inbox.smtpUrl).hostname).toBe('127.0.0.1');
      const transport = createSmtpTransport(inbox.smtpUrl);
      await transport.send({
        messageId: '<one@localhost>',
        from: 'Second Gear <no-reply@localhost>',
        to: 'reader@example.com',
        subject: 'Your car was booked',
        text: 'Plain words',
        html: '<p>Plain words</p>',
        headers: {},
      });
      transport.close();
      await expect
        .poll(async () => (await fetch(`${inbox.url}/api/email`)).json())
        .toEqual([
          expect.objectContaining({
            id: expect.any(String),
            subject: 'Your car was booked',
            to: [expect.objectContaining({ address: 'reader@example.com' })],
            text: expect.stringContaining('Plain words'),
            html: '<p>Plain words</p>',
          }),
        ]);
      const page = await fetch(inbox.url, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
    } finally {
      await inbox.stop();
    }
  });

  it("writes nothing of its own to the terminal: MailDev's announcement goes through the server's log", async () => {
    const lines: { msg: string }[] = [];
    const log = pino(
      { level: 'debug' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    const printed = [vi.spyOn(console, 'info'), vi.spyOn(console, 'log'), vi.spyOn(process.stdout, 'write')];
    const inbox = await startLocalInbox({ port: 0, mailDir, log });
    try {
      for (const spy of printed) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of printed) spy.mockRestore();
      await inbox.stop();
    }
    expect(lines.map((line) => line.msg)).toContainEqual(expect.stringContaining('MailDev API running at'));
  });
});
