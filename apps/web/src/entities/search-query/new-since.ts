/**
 * A saved search opened from the buyer's list marks the cars listed since their previous visit as "New". The instant
 * travels in the history entry's state, not in the address: a shared link shows no marks, a reload keeps them.
 */
interface NewSinceState {
  newSince: string;
}

/** The history state that marks cars listed after `newSince` (an ISO instant) as new. */
export function newSinceState(newSince: string): NewSinceState {
  return { newSince };
}

/** The instant after which the search's cars are new, if the history entry holds a valid one. */
export function readNewSince(state: unknown): Date | undefined {
  const newSince = (state as Partial<NewSinceState> | null | undefined)?.newSince;
  if (typeof newSince !== 'string') return undefined;
  const instant = new Date(newSince);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}

/** Whether a car listed at `listedAt` (ISO) came after `newSince`. */
export function isNewSince(listedAt: string, newSince: Date | undefined): boolean {
  return newSince !== undefined && new Date(listedAt).getTime() > newSince.getTime();
}
