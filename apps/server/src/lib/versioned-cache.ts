/**
 * Runs `read` so that every caller gets the result of a run that began after its call. Callers arriving while a run is
 * in flight wait for the next one (the run in flight may have begun before a write they have already seen committed),
 * so under load one run serves every caller that arrived meanwhile.
 */
export function readAfterCall<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  let queued: Promise<T> | undefined;
  const start = () => {
    const running: Promise<T> = read().finally(() => {
      if (inFlight === running) inFlight = undefined;
    });
    inFlight = running;
    return running;
  };
  const settle = () => undefined;
  return () => {
    if (!inFlight) return start();
    queued ??= inFlight.then(settle, settle).then(() => {
      queued = undefined;
      // A run started since then began after every caller waiting here: join it.
      return inFlight ?? start();
    });
    return queued;
  };
}

/** A value and the version of its source it was read at; a value without a version is used once, not kept. */
export interface Versioned<T> {
  value: T;
  version?: number;
}

export interface VersionedCache {
  /**
   * The value of `key` as of the moment of the call: the one kept if the source has not changed since it was read,
   * else a new `load()`, shared by the callers that arrive while it runs. `load` reads the version before, or in the
   * same statement as, the value.
   */
  get<T>(key: string, load: () => Promise<Versioned<T>>): Promise<T>;
}

/**
 * Values read from the database, kept in this process while a version number the database keeps for their source
 * stays the same. Triggers bump that number in the transaction of every change to the source, whichever module or
 * server instance makes it, so a kept value is never older than the request that gets it (docs/decisions/0016).
 */
export function createVersionedCache(
  readVersion: () => Promise<number>,
  { maxEntries }: { maxEntries: number },
): VersionedCache {
  const latestVersion = readAfterCall(readVersion);
  const slots = new Map<
    string,
    { kept?: { value: unknown; version: number }; load: () => Promise<Versioned<unknown>> }
  >();

  return {
    async get<T>(key: string, load: () => Promise<Versioned<T>>): Promise<T> {
      let slot = slots.get(key);
      if (!slot) {
        // A key seen for the first time loads straight away: its load reads the version too.
        slot = { load: readAfterCall(load) };
        slots.set(key, slot);
        // The oldest key goes first: keys asked for long ago are the likeliest not to be asked for again.
        if (slots.size > maxEntries) slots.delete(slots.keys().next().value!);
      } else if (slot.kept) {
        const version = await latestVersion();
        // A value read at a later version holds only writes made since this call: as good.
        if (slot.kept.version >= version) return slot.kept.value as T;
      }
      const loaded = await slot.load();
      if (loaded.version !== undefined && !(slot.kept && slot.kept.version > loaded.version)) {
        slot.kept = { value: loaded.value, version: loaded.version };
      }
      return loaded.value as T;
    },
  };
}
