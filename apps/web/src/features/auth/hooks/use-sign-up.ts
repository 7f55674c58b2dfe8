import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { tryRequestAccessToken } from '../../../entities/session/api/access-token';
import { createAccount } from '../api/create-account';
import { signUpWithEmail } from '../api/sign-up-email';
import { useAuth } from '../../../entities/session/auth-context';
import type { SignUpForm } from '../forms';
import { authCatalogue } from '../i18n';
import { notSignedInMessage } from './messages';

/**
 * Signs up (the username becomes the display name), fetches the access token, saves the marketplace account with
 * the chosen type, then goes to /home.
 */
export function useSignUp() {
  const { user, changeSession } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (form: SignUpForm) => {
      // A second try after the account could not be saved continues as the user already signed up.
      const signedUpBefore = user?.email === form.email;
      const signedUp = signedUpBefore
        ? user
        : await changeSession(() =>
            signUpWithEmail({ name: form.username, email: form.email, password: form.password }),
          );
      if (!signedUp) throw new Error(notSignedInMessage());
      if (!signedUpBefore) toast.success(authCatalogue.t('signUp.success'));
      await tryRequestAccessToken(signedUp.email);
      await createAccount({
        username: form.username,
        userEmail: signedUp.email,
        phone: form.phone,
        location: form.location,
        accountStatus: form.accountStatus,
      });
    },
    onSuccess: () => navigate('/home'),
    onError: (error) => {
      toast.error(messageOf(error));
    },
  });
}
