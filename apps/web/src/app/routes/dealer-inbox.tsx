import { DocumentTitle } from '../../components/ui/document-title';
import { LoadFailed } from '../../components/ui/load-failed';
import { PulsingDots } from '../../components/ui/pulsing-dots';
import { useMyDealership } from '../../entities/dealer/api/my-dealership';
import { DealerInbox } from '../../features/dealer-inbox/components/dealer-inbox';
import { useT } from '../../lib/i18n';
import { appCatalogue } from '../i18n';

/** /dashboard/dealer/inbox: the conversations about the dealership's cars, for its staff. */
export function DealerInboxPage() {
  const t = useT(appCatalogue);
  const membership = useMyDealership();
  return (
    <div className="space-y-6">
      <DocumentTitle page={t('title.dealerInbox')} />
      <h1 className="text-3xl font-extrabold tracking-tight">{t('dealerInbox.heading')}</h1>
      {membership.isPending ? (
        <PulsingDots label={t('dealerInbox.loading')} />
      ) : membership.isError ? (
        <LoadFailed
          what={t('dealerInbox.what')}
          error={membership.error}
          retry={() => void membership.refetch()}
        />
      ) : membership.data ? (
        <>
          <p>{t('dealerInbox.intro', { dealer: membership.data.dealer.name })}</p>
          <DealerInbox membership={membership.data} />
        </>
      ) : (
        <p className="rounded-box bg-base-200 p-6">{t('dealerInbox.none')}</p>
      )}
    </div>
  );
}
