import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client.ts';
import { createTestDatabase } from './database.ts';
import { compileCacheDir } from './server-process.ts';

const run = promisify(execFile);
// Every call is a new process that loads the server's modules and opens the database: about 4 s each on a busy
// machine, and a test makes up to five.
const cliTestMs = 90_000;
const cli = fileURLToPath(new URL('../src/cli/admin.ts', import.meta.url));
const database = await createTestDatabase();
const { pool } = createDatabase(database.url, { max: 1 });
afterAll(async () => {
  await pool.end();
  await database.drop();
});

const admin = (...args: string[]) =>
  run(process.execPath, [cli, ...args], {
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      ADMIN_EMAILS: 'root@example.com',
      NODE_COMPILE_CACHE: compileCacheDir,
    },
  });

describe('npm run admin', () => {
  it(
    'grants, lists and revokes administrators',
    async () => {
      expect((await admin('grant', 'Ops@Example.com')).stdout).toContain(
        'ops@example.com is now an administrator.',
      );
      expect((await pool.query('select email from admin_grants')).rows).toEqual([
        { email: 'ops@example.com' },
      ]);

      const listed = (await admin('list')).stdout;
      expect(listed).toContain('ops@example.com');
      expect(listed).toContain('root@example.com\tADMIN_EMAILS');

      await admin('revoke', 'ops@example.com');
      expect((await pool.query('select email from admin_grants')).rows).toEqual([]);
    },
    cliTestMs,
  );

  it(
    'checks the books: each seller must be owed exactly what is pending for them',
    async () => {
      const seller = '6f0c3f4e-6a51-4c0b-9d1e-1f2a3b4c5d6e';
      await pool.query(
        `insert into ledger_entries (movement_key, line, kind, account, seller_id, debit_cents, credit_cents, at)
         values ('charge:payment:cli', 1, 'charge', 'gateway', $1, 1000, 0, now()),
                ('charge:payment:cli', 2, 'charge', 'seller_payable', $1, 0, 1000, now())`,
        [seller],
      );
      await expect(admin('books')).rejects.toMatchObject({
        code: 1,
        stdout: expect.stringContaining(`seller ${seller} is owed $10.00 but has $0.00 pending`),
      });

      await pool.query(
        `insert into payout_transfers (seller_id, booking_id, source, intent_id, product_name, gross_cents,
           fee_cents, amount_cents)
         values ($1, gen_random_uuid(), 'payment:cli', 'pi_cli', 'A car', 1000, 0, 1000)`,
        [seller],
      );
      const { stdout } = await admin('books');
      expect(stdout).toContain('1 movements; debits $10.00, credits $10.00');
      expect(stdout).toContain('The books balance.');
    },
    cliTestMs,
  );

  it(
    'explains its usage and refuses a malformed e-mail',
    async () => {
      await expect(admin('promote', 'x@example.com')).rejects.toMatchObject({
        code: 2,
        stderr: expect.stringContaining('Usage'),
      });
      await expect(admin('grant', 'not an email')).rejects.toMatchObject({ code: 2 });
    },
    cliTestMs,
  );
});
