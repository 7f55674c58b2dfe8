/**
 * Which slot holds which car, by its UUID: an open-addressing hash table over typed arrays, keyed by the id words the
 * columns already hold. Unlike a Map of id strings it puts no object per car on the JavaScript heap, so a garbage
 * collection's mark never walks a million entries (the pauses behind a cached search's slowest answers), and a
 * snapshot's load rebuilds it from the columns without making a string.
 */
export function createIdSlots(idWords: () => Uint32Array) {
  const empty = -1;
  const removed = -2;
  let table = new Int32Array(1024).fill(empty);
  let mask = table.length - 1;
  let used = 0;
  let live = 0;

  const hashOf = (w0: number, w3: number) => Math.imul(w3 ^ (w0 >>> 7), 0x9e3779b1) >>> 0;

  function sameId(slot: number, words: Uint32Array) {
    const held = idWords();
    const at = slot * 4;
    return (
      held[at] === words[0] &&
      held[at + 1] === words[1] &&
      held[at + 2] === words[2] &&
      held[at + 3] === words[3]
    );
  }

  /** The table position of `words`: where it is, or the empty position where it would go. */
  function find(words: Uint32Array): number {
    let position = hashOf(words[0]!, words[3]!) & mask;
    let firstRemoved = -1;
    for (;;) {
      const slot = table[position]!;
      if (slot === empty) return firstRemoved >= 0 ? firstRemoved : position;
      if (slot === removed) {
        if (firstRemoved < 0) firstRemoved = position;
      } else if (sameId(slot, words)) {
        return position;
      }
      position = (position + 1) & mask;
    }
  }

  function resize(capacity: number) {
    const old = table;
    table = new Int32Array(capacity).fill(empty);
    mask = capacity - 1;
    used = 0;
    const held = idWords();
    for (const slot of old) {
      if (slot < 0) continue;
      let position = hashOf(held[slot * 4]!, held[slot * 4 + 3]!) & mask;
      while (table[position] !== empty) position = (position + 1) & mask;
      table[position] = slot;
      used++;
    }
  }

  return {
    get size() {
      return live;
    },

    /** The slot holding the car with these id words, or undefined. */
    get(words: Uint32Array): number | undefined {
      const slot = table[find(words)]!;
      return slot >= 0 ? slot : undefined;
    },

    /** Records that `slot` holds the car whose id words are already in the columns at `slot`. */
    add(slot: number) {
      const held = idWords();
      const words = held.subarray(slot * 4, slot * 4 + 4);
      const position = find(words);
      if (table[position]! >= 0) return;
      if (table[position] === empty) used++;
      table[position] = slot;
      live++;
      // At most half full, counting removed positions, so a probe stays short.
      if (used * 2 > table.length) resize(live * 4 > table.length ? table.length * 2 : table.length);
    },

    remove(words: Uint32Array) {
      const position = find(words);
      if (table[position]! < 0) return;
      table[position] = removed;
      live--;
    },
  };
}
