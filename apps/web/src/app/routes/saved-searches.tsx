import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/saved-searches: the buyer's saved searches and how many new cars each has. */
export function SavedSearchesPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="buyer">
      <DocumentTitle page={t('title.savedSearches')} />
      <SavedSearchesList />
    </RequireRole>
  );
}
