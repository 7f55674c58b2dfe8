import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const skipped = new Set([
  'node_modules',
  '.git',
  'data',
  'dist',
  'builds',
  'test-results',
  'playwright-report',
]);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (skipped.has(entry.name)) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return entry.name.endsWith('.md') ? [full] : [];
  });
}

describe('the documentation', () => {
  const files = markdownFiles(root);

  it('links only to files the repository holds', () => {
    const broken = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .map(([, target]) => target!.split('#')[0]!)
        .filter((target) => target !== '' && !/^[a-z]+:/i.test(target))
        .filter((target) => !existsSync(path.resolve(path.dirname(file), decodeURI(target))))
        .map((target) => `${path.relative(root, file)} → ${target}`);
    });
    expect(broken).toEqual([]);
  });

  it('indexes every decision with its status', () => {
    const dir = path.join(root, 'docs/decisions');
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const decisions = readdirSync(dir).filter((name) => /^\d{4}-.*\.md$/.test(name));
    expect(decisions.length).toBeGreaterThan(40);
    for (const name of decisions) {
      const status = /^\*\*Status:\*\* (.+?)\.?$/m.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1];
      expect(status, name).toBeDefined();
      const row = `](${name}) | ${status} |`;
      expect(index.replace(/ {2,}/g, ' '), name).toContain(row.replace(/ {2,}/g, ' '));
    }
    // One row each, in one table: merged branches once left the whole table three times over.
    const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);
    expect(linked).toEqual([...decisions].sort());
  });
});
