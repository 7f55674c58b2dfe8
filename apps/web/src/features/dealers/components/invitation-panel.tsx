import { Link, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useAuth } from '../../../entities/session/auth-context';
import { signInPathBackTo } from '../../../entities/session/return-to';
import { useAcceptInvitation, useInvitation } from '../api/dealers';
import { useT } from '../../../lib/i18n';
import { dealersCatalogue } from '../i18n';

/** /invitations/:token: which dealership and role it is; a signed-in person joins, anyone else signs in first. */
export function InvitationPanel({ token }: { token: string }) {
  const t = useT(dealersCatalogue);
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  if (invitation.isPending || loading) return <PulsingDots label={t('invitation.loading')} />;
  if (invitation.isError)
    return (
      <LoadFailed
        what={t('invitation.what')}
        error={invitation.error}
        retry={() => void invitation.refetch()}
      />
    );
  const { dealer, role, email, state } = invitation.data;

  return (
    <section aria-labelledby="invitation" className="space-y-4">
      <h1 id="invitation" className="text-3xl font-extrabold tracking-tight">
        {t('invitation.join', { dealer: dealer.name })}
      </h1>
      <p>{t('invitation.text', { dealer: dealer.name, email, role })}</p>
      {state === 'accepted' ? (
        <p role="status">{t('invitation.used')}</p>
      ) : state === 'expired' ? (
        <p role="status">{t('invitation.expired')}</p>
      ) : !user ? (
        <Link to={signInPathBackTo(location)} className="btn btn-primary">
          {t('invitation.signIn')}
        </Link>
      ) : (
        <>
          <RequestProblem error={accept.error} lead={t('invitation.failed')} id="accept-problem" />
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            aria-describedby="accept-problem"
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => {
                  toast.success(t('invitation.joined', { dealer: dealer.name }));
                  void navigate('/dashboard/dealer');
                },
              })
            }
          >
            {t('invitation.join', { dealer: dealer.name })}
          </button>
        </>
      )}
    </section>
  );
}
