import { useNavigation } from 'react-router';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

/**
 * A thin bar along the top of the window while the next page loads (its code, or data its route loads first), since
 * the current page stays in place meanwhile.
 */
export function NavigationProgress() {
  const t = useT(componentsCatalogue);
  const { state } = useNavigation();
  if (state !== 'loading') return null;
  return (
    <progress
      aria-label={t('loadingPage')}
      className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 w-full rounded-none"
    />
  );
}
