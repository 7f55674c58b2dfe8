import type { AccountStatus } from '@second-gear/contract';
import { useT } from '../../../lib/i18n';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { authCatalogue } from '../i18n';

function GoogleLogo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className="size-5">
      <path
        fill="#FFC107"
        d="M43.6 20.1H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 13 4 4 13 4 24s9 20 20 20 20-9 20-20c0-1.3-.1-2.6-.4-3.9z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 8 3l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2c-2 1.5-4.5 2.4-7.2 2.4-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.1H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z"
      />
    </svg>
  );
}

interface GoogleButtonProps {
  /** The account type a first Google sign-in gets. */
  accountStatus: AccountStatus;
  /** Where to go once back from Google. */
  returnTo?: string | undefined;
  disabled?: boolean;
}

/** "Continue with Google": leaves for Google's sign-in page, or says why it cannot. */
export function GoogleButton({ accountStatus, returnTo, disabled = false }: GoogleButtonProps) {
  const t = useT(authCatalogue);
  const googleSignIn = useGoogleSignIn();
  const busy = googleSignIn.isPending || googleSignIn.isSuccess;

  return (
    <button
      type="button"
      className="btn btn-outline w-full gap-3"
      disabled={busy || disabled}
      onClick={() => googleSignIn.mutate({ accountStatus, ...(returnTo ? { returnTo } : {}) })}
    >
      {busy ? <span aria-hidden="true" className="loading loading-spinner loading-sm" /> : <GoogleLogo />}
      {busy ? t('google.opening') : t('google.continue')}
    </button>
  );
}
