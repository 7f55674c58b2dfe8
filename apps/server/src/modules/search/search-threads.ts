import { Worker } from 'node:worker_threads';
import type { ColumnBuffers, ScanPlan, ScanResult } from './search-scan.ts';

interface Thread {
  worker: Worker;
  /** The columns' generation this thread holds. */
  generation: number;
}

/**
 * Scan threads: each answers one part of a search over the index's shared columns (search-worker.ts), so a search uses
 * every core. A thread that fails fails the searches it was answering and every later one: the index then scans on
 * the main thread (`onFailure` says so once).
 */
export function createScanThreads(count: number, onFailure: (error: Error) => void) {
  const pending = new Map<
    number,
    { resolve: (result: ScanResult) => void; reject: (error: Error) => void }
  >();
  let nextId = 0;
  let failed: Error | undefined;
  let closing = false;

  const fail = (error: Error) => {
    if (failed || closing) return;
    failed = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
    onFailure(error);
  };

  const threads: Thread[] = Array.from({ length: count }, () => {
    const worker = new Worker(new URL('./search-worker.ts', import.meta.url));
    // Searches keep the process alive while they wait; an idle thread must not keep a stopping server.
    worker.unref();
    worker.on('message', (message: { id: number; result?: ScanResult; stale?: true }) => {
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (!waiting) return;
      if (message.result) waiting.resolve(message.result);
      else waiting.reject(new Error('a scan thread answered from columns it no longer holds'));
    });
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a scan thread stopped (exit code ${code})`)));
    return { worker, generation: -1 };
  });

  return {
    get failed() {
      return failed;
    },

    /**
     * Each plan scanned by a thread of its own (at most `count` plans), over the columns of `generation`: a promise per
     * plan, each already handled, so one left unawaited never reports an unhandled rejection.
     */
    scan(buffers: ColumnBuffers, generation: number, plans: ScanPlan[]): Promise<ScanResult>[] {
      return plans.map((plan, index) => {
        if (failed) return settled(Promise.reject(failed));
        const thread = threads[index]!;
        const id = nextId++;
        const fresh = thread.generation !== generation;
        thread.generation = generation;
        return settled(
          new Promise<ScanResult>((resolve, reject) => {
            pending.set(id, { resolve, reject });
            thread.worker.postMessage({ id, generation, plan, ...(fresh ? { buffers } : {}) });
          }),
        );
      });
    },

    async close() {
      closing = true;
      await Promise.all(threads.map((thread) => thread.worker.terminate()));
    },
  };
}

export type ScanThreads = ReturnType<typeof createScanThreads>;

/** The same promise, with its rejection marked as handled (whoever awaits it still gets the error). */
function settled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
