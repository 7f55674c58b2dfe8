import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { ListingStatsPanel } from '../../features/listing-stats/components/listing-stats-panel';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/stats/{id}: what happened to one of the seller's cars. */
export function ListingStatsPage() {
  const t = useT(appCatalogue);
  const { id = '' } = useParams();
  return (
    <RequireRole role="seller">
      <DocumentTitle page={t('title.listingStats')} />
      <ListingStatsPanel carId={id} />
    </RequireRole>
  );
}
