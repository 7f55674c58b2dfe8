import type { FastifyBaseLogger } from 'fastify';

/** How often a start-up step that is still running says so. */
export const stepNoticeMs = 5000;

/**
 * Runs one named start-up step. A slow machine may take long, and the start waits for it however long it takes; while
 * it runs, the log says every few seconds which step the start is waiting for, so one that never ends is named.
 */
export async function startupStep<T>(
  log: FastifyBaseLogger,
  name: string,
  step: () => Promise<T> | T,
): Promise<T> {
  const started = performance.now();
  const notice = setInterval(() => {
    log.warn(
      { step: name, waitedMs: Math.round(performance.now() - started) },
      `start-up still waiting for ${name}`,
    );
  }, stepNoticeMs);
  try {
    return await step();
  } finally {
    clearInterval(notice);
  }
}
