import { describe, expect, it } from 'vitest';
import { createVersionedCache, readAfterCall } from './versioned-cache.ts';

/** A read of the value at the moment a run begins, whose runs the test finishes by hand. */
function manualRead() {
  const runs: { finish: () => void }[] = [];
  let value = 0;
  return {
    runs,
    set: (next: number) => (value = next),
    read: () =>
      new Promise<number>((resolve) => {
        const seen = value;
        runs.push({ finish: () => resolve(seen) });
      }),
    finish: (index: number) => runs[index]!.finish(),
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('readAfterCall', () => {
  it('gives callers that arrive during a run the next run, shared, and never one begun before their call', async () => {
    const source = manualRead();
    const latest = readAfterCall(source.read);

    const first = latest();
    source.set(1);
    // Arrive while the first run (which saw 0) is in flight: they must not get its 0.
    const second = latest();
    const third = latest();
    expect(source.runs).toHaveLength(1);

    source.finish(0);
    await expect(first).resolves.toBe(0);
    await tick();
    expect(source.runs).toHaveLength(2);
    source.finish(1);
    await expect(second).resolves.toBe(1);
    await expect(third).resolves.toBe(1);
  });

  it('starts afresh after a failed run', async () => {
    let calls = 0;
    const latest = readAfterCall(async () => {
      calls++;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(latest()).rejects.toThrow('connection lost');
    await expect(latest()).resolves.toBe(2);
  });
});

describe('createVersionedCache', () => {
  it('keeps a value while the version stays, and loads again when it moves', async () => {
    let version = 7;
    let loads = 0;
    const cache = createVersionedCache(async () => version, { maxEntries: 8 });
    const load = async () => ({ value: `models #${++loads}`, version });

    expect(await cache.get('models', load)).toBe('models #1');
    expect(await cache.get('models', load)).toBe('models #1');
    version = 8;
    expect(await cache.get('models', load)).toBe('models #2');
    expect(await cache.get('models', load)).toBe('models #2');
    expect(loads).toBe(2);
  });

  it('does not keep a value read without a version', async () => {
    let loads = 0;
    const cache = createVersionedCache(async () => 1, { maxEntries: 8 });
    const load = async () => ({ value: ++loads });

    await cache.get('empty page', load);
    await cache.get('empty page', load);
    expect(loads).toBe(2);
  });

  it('forgets the oldest key beyond its size', async () => {
    let loads = 0;
    const cache = createVersionedCache(async () => 1, { maxEntries: 2 });
    const load = async () => ({ value: ++loads, version: 1 });

    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    expect(loads).toBe(3);
    await cache.get('a', load);
    expect(loads).toBe(4);
  });
});
