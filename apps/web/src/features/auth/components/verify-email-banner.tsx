import { useMutation } from '@tanstack/react-query';
import { messageOf } from '../../../lib/api-error';
import { sendVerificationEmail } from '../api/send-verification-email';
import { useAuth } from '../../../entities/session/auth-context';
import { useRoles, type Roles } from '../../../entities/session/hooks/use-roles';
import { useT } from '../../../lib/i18n';
import { authCatalogue } from '../i18n';

/** Which of the banner's sentences says what the server keeps from an unverified address (listing, writing to people). */
function roleOf({ isBuyer, isSeller }: Roles): 'seller' | 'buyer' | 'other' {
  if (isSeller) return 'seller';
  if (isBuyer) return 'buyer';
  return 'other';
}

/** Until the signed-in user followed the link we e-mailed them: what is waiting for it, and a way to get a new one. */
export function VerifyEmailBanner() {
  const t = useT(authCatalogue);
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
          {t('verify.heading')}
        </h2>
        <p>{t('verify.body', { email: user.email, role: roleOf(roles) })}</p>
        {resend.isSuccess && <p role="status">{t('verify.resent', { email: user.email })}</p>}
        {resend.isError && <p role="alert">{messageOf(resend.error)}</p>}
      </div>
      <button
        type="button"
        className="btn btn-sm"
        disabled={resend.isPending}
        onClick={() => resend.mutate(user.email)}
      >
        {resend.isPending ? t('verify.sending') : t('verify.resend')}
      </button>
    </section>
  );
}
