import { useParams } from 'react-router';
import { DocumentTitle } from '../../components/ui/document-title';
import { RequireRole } from '../../features/auth/components/require-role';
import { ListingStatsPanel } from '../../features/listing-stats/components/listing-stats-panel';

/** /dashboard/stats/{id}: what happened to one of the seller's cars. */
export function ListingStatsPage() {
  const { id = '' } = useParams();
  return (
    <RequireRole role="seller">
      <DocumentTitle page="Listing stats" />
      <ListingStatsPanel carId={id} />
    </RequireRole>
  );
}
