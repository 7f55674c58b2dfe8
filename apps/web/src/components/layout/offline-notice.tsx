import { useSyncExternalStore } from 'react';
import { useT } from '../../lib/i18n';
import { isKeptCopy } from '../../lib/kept-copy';
import { componentsCatalogue } from '../i18n';
import { useOnline } from '../../lib/use-online';

const unchanging = () => () => undefined;

/**
 * While the browser is offline, or the page is a copy the service worker kept because the network failed (the app's
 * shell, a car page visited before): what it shows may be out of date.
 */
export function OfflineNotice() {
  const t = useT(componentsCatalogue);
  const online = useOnline();
  // Read after taking over the server's view, which never has it.
  const kept = useSyncExternalStore(unchanging, isKeptCopy, () => false);
  if (online && !kept) return null;
  return (
    <div role="status" className="bg-warning text-warning-content px-4 py-2 text-center text-sm font-medium">
      {t('offlineNotice')}
    </div>
  );
}
