import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { useAuth } from '../../../entities/session/auth-context';
import { useMyDealership } from '../../../entities/dealer/api/my-dealership';
import { DealershipPanel } from './dealership-panel';
import { OpenDealership } from './open-dealership';

/** /dashboard/dealer: the dealership the seller works for, or a form to open one. */
export function MyDealership() {
  const { user } = useAuth();
  const mine = useMyDealership();
  if (mine.isPending) return <PulsingDots label="Loading your dealership" />;
  if (mine.isError)
    return <LoadFailed what="Your dealership" error={mine.error} retry={() => void mine.refetch()} />;
  if (!mine.data) return <OpenDealership />;
  return <DealershipPanel membership={mine.data} email={user?.email ?? ''} />;
}
