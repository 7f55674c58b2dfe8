import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoDir = fileURLToPath(new URL('../../..', import.meta.url));
const check = (chromiumPath: string) =>
  spawnSync('bash', ['scripts/require-chromium.sh'], {
    cwd: repoDir,
    env: { ...process.env, CHROMIUM_PATH: chromiumPath },
    encoding: 'utf8',
  });

describe('npm test on a machine without Chromium', () => {
  it('checks for Chromium before anything else', () => {
    const manifest = JSON.parse(fs.readFileSync(`${repoDir}/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(manifest.scripts.test).toBe('bash scripts/test.sh');
    const run = spawnSync('bash', ['scripts/test.sh'], {
      cwd: repoDir,
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    // Not one phase ran: no lint, no timings.
    expect(run.stdout).toBe('');
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('stops at once with one line saying what to run, and passes when Chromium is there', () => {
    const missing = check('/nonexistent/chromium');
    expect(missing.status).toBe(1);
    expect(missing.stdout).toBe('');
    expect(missing.stderr.trim().split('\n')).toEqual([
      expect.stringContaining('npm test needs Chromium: CHROMIUM_PATH=/nonexistent/chromium'),
    ]);

    const present = check(process.execPath);
    expect(present.status).toBe(0);
    expect(present.stderr).toBe('');
  });
});
