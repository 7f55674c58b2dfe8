import pino from 'pino';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import { openEmbeddedPostgres } from '../db/embedded-postgres.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { createAccountsRepo } from '../modules/accounts/accounts.repo.ts';
import { createLedgerRepo } from '../modules/ledger/ledger.repo.ts';
import { createPayoutsRepo } from '../modules/payouts/payouts.repo.ts';
import { checkBooks } from './check-books.ts';

const usage = `Usage: npm run admin -- <command>

  grant EMAIL    make EMAIL an administrator (takes effect at once, also on running servers)
  revoke EMAIL   take the administrator grant back (ADMIN_EMAILS entries stay admins)
  list           list the granted administrators and ADMIN_EMAILS
  books          check the books: every movement balanced, each seller owed what is pending for them`;

const [command, email] = process.argv.slice(2);
const alone = ['list', 'books'];
if (!command || (!alone.includes(command) && !email) || ![...alone, 'grant', 'revoke'].includes(command)) {
  console.error(usage);
  process.exit(2);
}
if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error(`"${email}" is not an e-mail address.`);
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const log = pino({ level: 'warn' });
const embedded = config.databaseUrl ? undefined : await openEmbeddedPostgres(config.dataDir, log);
const { db, pool } = createDatabase(config.databaseUrl ?? embedded!.url, { max: 1 });
try {
  await migrateDatabase(pool);
  const accounts = createAccountsRepo(db);
  if (command === 'grant') {
    await accounts.grantAdmin(email!);
    console.log(`${email!.toLowerCase()} is now an administrator.`);
  } else if (command === 'revoke') {
    await accounts.revokeAdmin(email!);
    const stays = config.adminEmails.includes(email!.toLowerCase());
    console.log(
      `${email!.toLowerCase()}'s grant is revoked.${stays ? ' It stays an administrator through ADMIN_EMAILS.' : ''}`,
    );
  } else if (command === 'books') {
    const { lines, balanced } = await checkBooks(createLedgerRepo(db), createPayoutsRepo(db));
    for (const line of lines) console.log(line);
    if (!balanced) process.exitCode = 1;
  } else {
    const granted = await accounts.listGrantedAdmins();
    for (const row of granted) console.log(`${row.email}\tgranted ${row.grantedAt.toISOString()}`);
    for (const entry of config.adminEmails) console.log(`${entry}\tADMIN_EMAILS`);
    if (granted.length === 0 && config.adminEmails.length === 0) console.log('No administrators yet.');
  }
} finally {
  await pool.end();
  await embedded?.stop();
}
