import { DocumentTitle } from '../../components/ui/document-title';
import { LoadFailed } from '../../components/ui/load-failed';
import { PulsingDots } from '../../components/ui/pulsing-dots';
import { useMyDealership } from '../../entities/dealer/api/my-dealership';
import { DealerInbox } from '../../features/dealer-inbox/components/dealer-inbox';

/** /dashboard/dealer/inbox: the conversations about the dealership's cars, for its staff. */
export function DealerInboxPage() {
  const membership = useMyDealership();
  return (
    <div className="space-y-6">
      <DocumentTitle page="Dealership inbox" />
      <h1 className="text-3xl font-extrabold tracking-tight">Dealership inbox</h1>
      {membership.isPending ? (
        <PulsingDots label="Loading your dealership" />
      ) : membership.isError ? (
        <LoadFailed what="Your dealership" error={membership.error} retry={() => void membership.refetch()} />
      ) : membership.data ? (
        <>
          <p>The conversations about {membership.data.dealer.name}’s cars.</p>
          <DealerInbox membership={membership.data} />
        </>
      ) : (
        <p className="rounded-box bg-base-200 p-6">You do not work for a dealership.</p>
      )}
    </div>
  );
}
