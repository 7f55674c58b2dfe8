import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAuth } from '../../../entities/session/auth-context';
import { useMyDealership } from '../../../entities/dealer/api/my-dealership';
import { DealershipPanel } from './dealership-panel';
import { OpenDealership } from './open-dealership';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';

/** /dashboard/dealer: the dealership the seller works for, or a form to open one. */
export function MyDealership() {
  const t = useT(dealersCatalogue);
  const { user } = useAuth();
  const mine = useMyDealership();
  if (mine.isPending) return <PulsingDots label={t('mine.loading')} />;
  if (mine.isError)
    return <LoadFailed what={t('mine.what')} error={mine.error} retry={() => void mine.refetch()} />;
  if (!mine.data) return <OpenDealership />;
  return <DealershipPanel membership={mine.data} email={user?.email ?? ''} />;
}
