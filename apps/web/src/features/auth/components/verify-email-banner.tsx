import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-error';
import { sendVerificationEmail } from '../api/send-verification-email';
import { useAuth } from '../../../entities/session/auth-context';
import { useRoles, type Roles } from '../../../entities/session/hooks/use-roles';

/** What the server keeps from an unverified address (listing, writing to people), told to each role. */
function waitingFor({ isBuyer, isSeller }: Roles): string {
  if (isSeller) return 'until then you cannot list a car for sale or answer buyers’ messages.';
  if (isBuyer) {
    return 'until then you cannot message sellers. Browsing, saving searches and booking work already.';
  }
  return 'until then you cannot list cars or message anyone.';
}

/** Until the signed-in user followed the link we e-mailed them: what is waiting for it, and a way to get a new one. */
export function VerifyEmailBanner() {
  const { user } = useAuth();
  const roles = useRoles();
  const resend = useMutation({ mutationFn: (email: string) => sendVerificationEmail(email) });
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="verify-email-heading"
      className="alert alert-warning mb-6 flex flex-wrap items-start"
    >
      <div className="flex-1 space-y-1">
        <h2 id="verify-email-heading" className="font-bold">
          Verify your e-mail
        </h2>
        <p>
          We sent a link to {user.email}. Follow it to confirm the address is yours; {waitingFor(roles)}
        </p>
        {resend.isSuccess && <p role="status">A new link is on its way to {user.email}.</p>}
        {resend.isError && <p role="alert">{messageOf(resend.error)}</p>}
      </div>
      <button
        type="button"
        className="btn btn-sm"
        disabled={resend.isPending}
        onClick={() => resend.mutate(user.email)}
      >
        {resend.isPending ? 'Sending…' : 'Send the link again'}
      </button>
    </section>
  );
}
