import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const lighthouseCli = path.join(
  path.dirname(fileURLToPath(import.meta.resolve('lighthouse'))),
  '../cli/index.js',
);
const categories = ['performance', 'accessibility', 'best-practices'] as const;

export interface PageSpeedFigures {
  url: string;
  runs: number;
  /** Scores out of 100, of the run with the median performance score. */
  performance: number;
  /** Every run's performance score, lowest first. */
  scores: number[];
  accessibility: number;
  bestPractices: number;
  /** The metrics behind the performance score, of that run. */
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  /** Audits of that run scoring below 1 in accessibility and best practices: what to fix. */
  failedAudits: string[];
}

interface LighthouseReport {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode: string }>;
}

/** Lighthouse now and then fails to record a page load (NO_NAVSTART, NO_FCP): such a run is made again. */
const attemptsPerRun = 3;

async function lighthouseRun(url: string): Promise<LighthouseReport> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(
        process.execPath,
        [
          lighthouseCli,
          url,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--only-categories=${categories.join(',')}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
        ],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
          maxBuffer: 64 * 1024 * 1024,
        },
      );
      return JSON.parse(stdout) as LighthouseReport;
    } catch (error) {
      if (attempt >= attemptsPerRun) throw error;
      console.log(`Lighthouse failed on ${url} (attempt ${attempt}), running it again`);
    }
  }
}

/**
 * Lighthouse's command line with its default (mobile) settings on `url`, `runs` times in a fresh headless Chromium
 * each; the run with the median performance score is reported, as Lighthouse's own guidance suggests for variance.
 */
export async function pageSpeed(url: string, runs: number): Promise<PageSpeedFigures> {
  const reports: LighthouseReport[] = [];
  for (let index = 0; index < runs; index++) reports.push(await lighthouseRun(url));
  const score = (report: LighthouseReport, id: string) =>
    Math.round((report.categories[id]?.score ?? 0) * 100);
  reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const median = reports[Math.floor(reports.length / 2)]!;
  const metric = (id: string) => median.audits[id]?.numericValue ?? NaN;
  const failedAudits = ['accessibility', 'best-practices'].flatMap((category) =>
    (median.categories[category]?.auditRefs ?? [])
      .filter((ref) => {
        const audit = median.audits[ref.id];
        return audit && audit.scoreDisplayMode !== 'notApplicable' && audit.score !== null && audit.score < 1;
      })
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    url,
    runs,
    performance: score(median, 'performance'),
    scores: reports.map((report) => score(report, 'performance')),
    accessibility: score(median, 'accessibility'),
    bestPractices: score(median, 'best-practices'),
    firstContentfulPaintMs: Math.round(metric('first-contentful-paint')),
    largestContentfulPaintMs: Math.round(metric('largest-contentful-paint')),
    totalBlockingTimeMs: Math.round(metric('total-blocking-time')),
    cumulativeLayoutShift: Number(metric('cumulative-layout-shift').toFixed(3)),
    failedAudits,
  };
}
