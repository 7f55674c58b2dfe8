import { Link, useLocation, useNavigate } from 'react-router';
import toast from 'react-hot-toast';
import { LoadFailed } from '../../../components/ui/load-failed';
import { PulsingDots } from '../../../components/ui/pulsing-dots';
import { RequestProblem } from '../../../components/ui/request-problem';
import { useAuth } from '../../../entities/session/auth-context';
import { signInPathBackTo } from '../../../entities/session/return-to';
import { useAcceptInvitation, useInvitation } from '../api/dealers';
import { roleLabels } from '../dealer-forms';

/** /invitations/:token: which dealership and role it is; a signed-in person joins, anyone else signs in first. */
export function InvitationPanel({ token }: { token: string }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const invitation = useInvitation(token);
  const accept = useAcceptInvitation();

  if (invitation.isPending || loading) return <PulsingDots label="Loading the invitation" />;
  if (invitation.isError)
    return (
      <LoadFailed what="The invitation" error={invitation.error} retry={() => void invitation.refetch()} />
    );
  const { dealer, role, email, state } = invitation.data;

  return (
    <section aria-labelledby="invitation" className="space-y-4">
      <h1 id="invitation" className="text-3xl font-extrabold tracking-tight">
        Join {dealer.name}
      </h1>
      <p>
        {dealer.name} invites {email} to join its staff as {roleLabels[role].toLowerCase()}.
      </p>
      {state === 'accepted' ? (
        <p role="status">
          This invitation was already used: ask the dealership for a new one if you need it.
        </p>
      ) : state === 'expired' ? (
        <p role="status">This invitation has expired: ask the dealership for a new one.</p>
      ) : !user ? (
        <Link to={signInPathBackTo(location)} className="btn btn-primary">
          Sign in to join
        </Link>
      ) : (
        <>
          <RequestProblem error={accept.error} lead="You did not join." id="accept-problem" />
          <button
            type="button"
            className="btn btn-primary"
            disabled={accept.isPending}
            aria-describedby="accept-problem"
            onClick={() =>
              accept.mutate(token, {
                onSuccess: () => {
                  toast.success(`You joined ${dealer.name}.`);
                  void navigate('/dashboard/dealer');
                },
              })
            }
          >
            Join {dealer.name}
          </button>
        </>
      )}
    </section>
  );
}
