import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { SavedSearchesList } from '../../features/saved-searches/components/saved-searches-list';

/** /dashboard/saved-searches: the buyer's saved searches and how many new cars each has. */
export function SavedSearchesPage() {
  return (
    <RequireRole role="buyer">
      <DocumentTitle page="Saved searches" />
      <SavedSearchesList />
    </RequireRole>
  );
}
