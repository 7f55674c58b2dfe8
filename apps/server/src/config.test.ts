import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configVariables, defaultDataDir, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs with zero configuration', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5000, demoData: true, databaseUrl: undefined });
    expect(config.dataDir).toBe(defaultDataDir());
    expect(config.uploadsDir).toBe(path.join(defaultDataDir(), 'uploads'));
  });

  it("keeps its data in the repository's data folder whatever directory it starts from", () => {
    const repoDir = path.resolve(import.meta.dirname, '../../..');
    const script = `import { loadConfig } from ${JSON.stringify(path.join(import.meta.dirname, 'config.ts'))};
      console.log(loadConfig({}).dataDir);`;
    const dataDirFrom = (cwd: string) =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd, encoding: 'utf8' }).trim();
    const fromRoot = dataDirFrom(repoDir);
    expect(fromRoot).toBe(defaultDataDir());
    expect(dataDirFrom(path.join(repoDir, 'apps/server'))).toBe(fromRoot);
    expect(dataDirFrom(os.tmpdir())).toBe(fromRoot);
  });

  it('takes a relative DATA_DIR from the directory npm start was typed in', () => {
    expect(loadConfig({ DATA_DIR: 'var/second-gear', INIT_CWD: '/srv/app' }).dataDir).toBe(
      '/srv/app/var/second-gear',
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/second-gear', INIT_CWD: '/srv/app' }).dataDir).toBe(
      '/var/lib/second-gear',
    );
  });

  it('keeps photos in the uploads folder unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    expect(loadConfig({ S3_BUCKET: 'photos', S3_REGION: 'eu-central-1' }).s3).toMatchObject({
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
  });

  it('listens on loopback only while the demo people are there, unless HOST is set', () => {
    expect(loadConfig({})).toMatchObject({ host: '127.0.0.1', demoLoopback: true });
    expect(loadConfig({ DEMO_DATA: 'on' })).toMatchObject({ host: '127.0.0.1', demoLoopback: true });
    expect(loadConfig({ DEMO_DATA: 'off' })).toMatchObject({ host: '0.0.0.0', demoLoopback: false });
    expect(loadConfig({ HOST: '0.0.0.0' })).toMatchObject({ host: '0.0.0.0', demoLoopback: false });
    expect(loadConfig({ HOST: '127.0.0.1', DEMO_DATA: 'off' })).toMatchObject({
      host: '127.0.0.1',
      demoLoopback: false,
    });
    expect(loadConfig({ HOST: '' })).toMatchObject({ host: '127.0.0.1', demoLoopback: true });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 5000, databaseUrl: undefined });
  });

  it('stops on a malformed value, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://localhost/db' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ DEMO_DATA: 'yes' })).toThrow(/DEMO_DATA/);
  });

  it('takes a platform fee of 0 to 50 percent, with up to two decimals, as basis points', () => {
    expect(loadConfig({}).platformFeeBasisPoints).toBe(0);
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '7.5' }).platformFeeBasisPoints).toBe(750);
    expect(loadConfig({ PLATFORM_FEE_PERCENT: '50' }).platformFeeBasisPoints).toBe(5_000);
    for (const value of ['51', '-2', '7.125', 'ten']) {
      expect(() => loadConfig({ PLATFORM_FEE_PERCENT: value })).toThrow(
        /PLATFORM_FEE_PERCENT: must be a percentage from 0 to 50/,
      );
    }
  });

  it('takes a metrics token of at least 16 characters', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scraper-token-0123456789' }).metricsToken).toBe(
      'scraper-token-0123456789',
    );
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
  });

  it('takes a Connect webhook secret only beside the other Stripe variables', () => {
    const stripe = {
      STRIPE_SECRET_KEY: 'sk_test_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_account',
    };
    expect(loadConfig(stripe).stripe?.connectWebhookSecret).toBeUndefined();
    expect(
      loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' }).stripe?.connectWebhookSecret,
    ).toBe('whsec_connect');
    expect(() => loadConfig({ STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET: must be set with the other Stripe variables/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_CONNECT_WEBHOOK_SECRET: 'connect' })).toThrow(
      /STRIPE_CONNECT_WEBHOOK_SECRET/,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', LOG_LEVEL: 'loud' })).toThrow(/PORT[\s\S]*LOG_LEVEL/);
  });

  it('accepts an external PostgreSQL and turns demo data off', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://app:secret@db.internal:5432/second_gear',
      DEMO_DATA: 'off',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://app:secret@db.internal:5432/second_gear',
      demoData: false,
    });
  });

  it('sends mail to a local inbox unless SMTP_URL is set', () => {
    expect(loadConfig({}).mail).toMatchObject({
      smtpUrl: undefined,
      from: 'Second Gear <no-reply@localhost>',
      inboxPort: 1080,
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
        MAIL_FROM: 'Cars <cars@example.com>',
      }).mail,
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: 'Cars <cars@example.com>',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://smtp.example.com' })).toThrow(/SMTP_URL: must be an smtp/);
    expect(() => loadConfig({ MAIL_FROM: 'nobody' })).toThrow(/MAIL_FROM/);
  });

  it('refuses an https server without SMTP_URL: its reset links must not stay in a local inbox', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://cars.example.com' })).toThrow(/SMTP_URL: must be set/);
    expect(
      loadConfig({ PUBLIC_URL: 'https://cars.example.com', SMTP_URL: 'smtp://smtp.example.com:587' }).mail
        .from,
    ).toBe('Second Gear <no-reply@cars.example.com>');
  });
});

describe('docs/configuration.md', () => {
  it('describes every environment variable the server reads, and no other', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');
    const documented = [...doc.matchAll(/^\| `([A-Z0-9_]+)` +\|/gm)].map(([, name]) => name);
    expect(documented.toSorted()).toEqual(configVariables.toSorted());
  });
});
