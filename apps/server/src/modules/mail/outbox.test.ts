import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { startSmtpStandIn } from '../../../test/stand-ins/smtp.ts';
import { createJobsService } from '../jobs/jobs.service.ts';
import { createMailRepo } from './mail.repo.ts';
import { createMailService } from './mail.service.ts';
import { createSmtpTransport } from './mail-transport.ts';
import { mailMessages } from './mail.table.ts';

/** The outbox on its own: a real PostgreSQL job queue, a real SMTP server. */
const database = await createTestDatabase();
const { db, pool } = createDatabase(database.url, { max: 5 });
const mailbox = await startSmtpStandIn();
const transport = createSmtpTransport(mailbox.url);
const log = pino({ level: 'silent' });
const jobs = createJobsService({ databaseUrl: database.url, pool, log });
const mail = createMailService({
  repo: createMailRepo(db),
  jobs,
  transport,
  from: 'Second Gear <no-reply@localhost>',
  publicUrl: 'http://localhost:5000',
  clock: () => new Date(),
  log,
  retryDelaySeconds: 1,
  secret: 'a test secret of the outbox, long enough',
});
await jobs.start();

afterAll(async () => {
  await jobs.stop();
  transport.close();
  await mailbox.close();
  await pool.end();
  await database.drop();
});

const message = (to: string) => ({
  kind: 'test',
  to,
  write: () => ({
    subject: `Hello ${to}`,
    content: { heading: 'Hello', paragraphs: ['<b>Not markup</b> & more'] },
  }),
});

describe('the outbox', () => {
  it('sends a committed e-mail with a text and an HTML part, escaping what users wrote', async () => {
    await db.transaction((tx) => mail.send(tx, message('committed@example.com')));
    const received = await mailbox.waitFor((m) => m.to === 'committed@example.com');
    expect(received.text).toContain('<b>Not markup</b> & more');
    expect(received.html).toContain('&lt;b&gt;Not markup&lt;/b&gt; &amp; more');
    expect(received.html).toContain('Second Gear');
    const [row] = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'committed@example.com'));
    expect(received.messageId).toBe(`<${row!.id}@localhost>`);
    await expect.poll(async () => (await createMailRepo(db).find(row!.id))?.sentAt).toBeInstanceOf(Date);
  });

  it('leaves no e-mail and no job when the transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await mail.send(tx, message('rolled-back@example.com'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await db.transaction((tx) => mail.send(tx, message('after-rollback@example.com')));
    await mailbox.waitFor((m) => m.to === 'after-rollback@example.com');
    expect(mailbox.received.some((m) => m.to === 'rolled-back@example.com')).toBe(false);
    const rows = await db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.recipient, 'rolled-back@example.com'));
    expect(rows).toEqual([]);
  });

  it('keeps retrying while the SMTP server refuses, and sends once it recovers', async () => {
    mailbox.refuseNext(2);
    await mail.send(db, message('patient@example.com'));
    const received = await mailbox.waitFor((m) => m.to === 'patient@example.com', 30_000);
    expect(mailbox.refused).toBe(2);
    expect(mailbox.received.filter((m) => m.messageId === received.messageId)).toHaveLength(1);
  }, 60_000);

  it('does not send an e-mail again when its job runs a second time', async () => {
    await mail.send(db, message('once@example.com'));
    const first = await mailbox.waitFor((m) => m.to === 'once@example.com');
    const id = first.messageId.slice(1, first.messageId.indexOf('@'));
    await expect.poll(async () => (await createMailRepo(db).find(id))?.sentAt).toBeInstanceOf(Date);
    // The same job again, as after a crash between the SMTP server's answer and the job's end.
    await db.transaction((tx) => jobs.add(tx, 'mail.send', { id }));
    await mail.send(db, message('marker@example.com'));
    await mailbox.waitFor((m) => m.to === 'marker@example.com');
    await expect.poll(async () => (await jobs.backlog()).depth).toBe(0);
    expect(mailbox.received.filter((m) => m.to === 'once@example.com')).toHaveLength(1);
  });

  it('reports the backlog an operator watches', async () => {
    const idle = await jobs.backlog();
    expect(idle).toEqual({ depth: 0, oldestAgeSeconds: 0 });
    await jobs.stop();
    await mail.send(db, message('waiting@example.com'));
    const waiting = await jobs.backlog();
    expect(waiting.depth).toBe(1);
    expect(waiting.oldestAgeSeconds).toBeGreaterThanOrEqual(0);
  });
});
