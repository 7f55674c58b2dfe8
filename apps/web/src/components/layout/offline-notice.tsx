import { useSyncExternalStore } from 'react';
import { isKeptCopy } from '../../lib/kept-copy';
import { useOnline } from '../../lib/use-online';

const unchanging = () => () => undefined;

/**
 * While the browser is offline, or the page is a copy the service worker kept because the network failed (the app's
 * shell, a car page visited before): what it shows may be out of date.
 */
export function OfflineNotice() {
  const online = useOnline();
  // Read after taking over the server's view, which never has it.
  const kept = useSyncExternalStore(unchanging, isKeptCopy, () => false);
  if (online && !kept) return null;
  return (
    <div role="status" className="bg-warning text-warning-content px-4 py-2 text-center text-sm font-medium">
      You are offline. This page may be out of date: it shows what this device kept from your last visit.
    </div>
  );
}
