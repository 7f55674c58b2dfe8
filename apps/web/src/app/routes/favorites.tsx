import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { FavoritesList } from '../../features/favorites/components/favorites-list';

/** /dashboard/favorites: the buyer's saved cars and what changed since. */
export function FavoritesPage() {
  return (
    <RequireRole role="buyer">
      <DocumentTitle page="Saved cars" />
      <FavoritesList />
    </RequireRole>
  );
}
