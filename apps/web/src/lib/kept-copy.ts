/**
 * The meta element the service worker (src/sw.ts) adds to a document it answered from its cache because the network
 * failed: the page then says it may be out of date. Its content is when the copy was kept (the answer's Date).
 */
export const keptCopyMeta = 'second-gear-kept-copy';

/** Whether this document is a copy the service worker kept, rather than the server's answer now. */
export const isKeptCopy = () =>
  typeof document !== 'undefined' && document.querySelector(`meta[name="${keptCopyMeta}"]`) !== null;

/** The service worker's cache of the car pages a person opened (documents and answers), for reading offline. */
export const carPagesCache = 'car-pages';

/**
 * Forgets the car pages kept for offline reading: they were drawn for the person signing out (their name, the seller's
 * contact details they could see), and the next person on this browser must not be shown them.
 */
export async function forgetKeptCarPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(carPagesCache).catch(() => false);
}
