import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { FavoritesList } from '../../features/favorites/components/favorites-list';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/favorites: the buyer's saved cars and what changed since. */
export function FavoritesPage() {
  const t = useT(appCatalogue);
  return (
    <RequireRole role="buyer">
      <DocumentTitle page={t('title.favorites')} />
      <FavoritesList />
    </RequireRole>
  );
}
