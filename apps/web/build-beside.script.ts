import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * Builds the web app only when its sources changed, and never into a folder a running server serves: each build goes
 * to `builds/<hash of its sources>` and `dist` is then switched to it in one rename. A server serves the build `dist`
 * named when it started (docs/decisions/0021-web-builds-beside-the-served-one.md).
 */
const webDir = fileURLToPath(new URL('.', import.meta.url));
const repoDir = path.resolve(webDir, '../..');
const buildsDir = path.join(webDir, 'builds');
const servedLink = path.join(webDir, 'dist');
/** Everything the bundle is made from; tests and generated folders are not. */
const sources = ['apps/web', 'packages/contract', 'packages/artwork', 'package-lock.json'];
const notSources = new Set(['node_modules', 'dist', 'builds', 'test-results']);
/** Inside a build: the server-side renderer, `prerender.js`. */
const serverRendererDir = 'server';
/** Servers started before the last two switches may still serve their build; older ones are removed. */
const keptBuilds = 3;

async function sourceFiles(entry: string): Promise<string[]> {
  const stat = await fs.stat(entry);
  if (stat.isFile()) return [entry];
  const names = (await fs.readdir(entry)).filter((name) => !notSources.has(name)).sort();
  const nested = await Promise.all(names.map((name) => sourceFiles(path.join(entry, name))));
  return nested.flat().filter((file) => !/\.test\.tsx?$/.test(file));
}

async function sourcesHash(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of await sourceFiles(path.join(repoDir, source))) {
      hash
        .update(`${path.relative(repoDir, file)}\0`)
        .update(await fs.readFile(file))
        .update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

async function switchServedBuild(name: string): Promise<void> {
  const current = await fs.readlink(servedLink).catch(() => undefined);
  if (current === path.join('builds', name)) return;
  const stat = await fs.lstat(servedLink).catch(() => undefined);
  // A folder from before builds lived beside each other: kept as a build of its own until it ages out.
  if (stat?.isDirectory()) await fs.rename(servedLink, path.join(buildsDir, `earlier-${Date.now()}`));
  const link = `${servedLink}.${process.pid}.tmp`;
  await fs.rm(link, { force: true });
  await fs.symlink(path.join('builds', name), link);
  await fs.rename(link, servedLink);
}

async function removeOldBuilds(keep: string): Promise<void> {
  const entries = await fs.readdir(buildsDir, { withFileTypes: true });
  const partial = /^\.partial-(\d+)-/;
  const builds: { name: string; mtimeMs: number }[] = [];
  for (const entry of entries) {
    const full = path.join(buildsDir, entry.name);
    const pid = partial.exec(entry.name)?.[1];
    if (pid) {
      // A build that was interrupted; another one may still be running.
      if (!isAlive(Number(pid))) await fs.rm(full, { recursive: true, force: true });
      continue;
    }
    builds.push({ name: entry.name, mtimeMs: (await fs.stat(full)).mtimeMs });
  }
  const older = builds.filter((build) => build.name !== keep).sort((a, b) => b.mtimeMs - a.mtimeMs);
  for (const build of older.slice(keptBuilds - 1)) {
    await fs.rm(path.join(buildsDir, build.name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const name = await sourcesHash();
const target = path.join(buildsDir, name);
await fs.mkdir(buildsDir, { recursive: true });
if (existsSync(target)) {
  console.log(`The web app is built from these sources already (apps/web/builds/${name}).`);
} else {
  const partial = path.join(buildsDir, `.partial-${process.pid}-${name}`);
  await build({ root: webDir, build: { outDir: partial, emptyOutDir: true }, logLevel: 'warn' });
  // The renderer the server draws the search's and car pages' first views with (docs/decisions/0038).
  await build({
    root: webDir,
    build: {
      ssr: 'src/prerender.tsx',
      outDir: path.join(partial, serverRendererDir),
      emptyOutDir: false,
      copyPublicDir: false,
    },
    logLevel: 'warn',
  });
  try {
    await fs.rename(partial, target);
  } catch (error) {
    // Another start built the same sources at the same time: theirs is as good.
    if (!['ENOTEMPTY', 'EEXIST'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    await fs.rm(partial, { recursive: true, force: true });
  }
  console.log(`Built the web app into apps/web/builds/${name}.`);
}
await switchServedBuild(name);
await removeOldBuilds(name);
