import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { tryRequestAccessToken } from '../../../entities/session/api/access-token';
import { createAccount } from '../api/create-account';
import type { AuthUser } from '../../../entities/session/auth-context';
import { accountUsername } from '../account-username';
import { authCatalogue } from '../i18n';
import { forgetGoogleIntent, readGoogleIntent } from '../../../entities/session/return-to';

/**
 * Back from Google: fetches the access token and saves the marketplace account with the type chosen before leaving
 * (buyer when the visitor came from the login page), so that a first Google sign-in never leaves a user without a
 * role; for a returning user the server changes nothing. Then returns to where the visitor came from.
 */
export function useFinishGoogleSignIn() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (user: AuthUser) => {
      const intent = readGoogleIntent();
      await tryRequestAccessToken(user.email);
      await createAccount({
        username: accountUsername(user),
        userEmail: user.email,
        accountStatus: intent.accountStatus,
      });
      forgetGoogleIntent();
      toast.success(authCatalogue.t('signIn.success'));
      return intent.returnTo;
    },
    onSuccess: (returnTo) => navigate(returnTo ?? '/home', { replace: true }),
    onError: (error) => {
      toast.error(messageOf(error));
    },
  });
}
