import { parentPort } from 'node:worker_threads';
import { columnsOf, scan, type ColumnBuffers, type Columns, type ScanPlan } from './search-scan.ts';

/** A scan thread: answers its part of each search over the index's shared columns (search-threads.ts). */
let columns: Columns | undefined;
let generation = -1;

parentPort!.on(
  'message',
  (message: { id: number; generation: number; buffers?: ColumnBuffers; plan: ScanPlan }) => {
    if (message.buffers) {
      columns = columnsOf(message.buffers);
      generation = message.generation;
    }
    if (!columns || generation !== message.generation) {
      parentPort!.postMessage({ id: message.id, stale: true });
      return;
    }
    const result = scan(columns, message.plan);
    parentPort!.postMessage({ id: message.id, result }, [
      result.counts.buffer,
      result.slots.buffer,
      result.keys.buffer,
    ]);
  },
);
