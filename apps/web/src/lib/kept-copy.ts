/**
 * The meta element the service worker (src/sw.ts) adds to a document it answered from its cache because the network
 * failed: the page then says it may be out of date. Its content is when the copy was kept (the answer's Date).
 */
export const keptCopyMeta = 'second-gear-kept-copy';

/** Whether this document is a copy the service worker kept, rather than the server's answer now. */
export const isKeptCopy = () =>
  typeof document !== 'undefined' && document.querySelector(`meta[name="${keptCopyMeta}"]`) !== null;
