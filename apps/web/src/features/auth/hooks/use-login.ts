import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { messageOf } from '../../../lib/api-error';
import { tryRequestAccessToken } from '../../../entities/session/api/access-token';
import { signInWithEmail } from '../api/sign-in-email';
import { useAuth } from '../../../entities/session/auth-context';
import { authCatalogue } from '../i18n';
import { notSignedInMessage } from './messages';

interface Login {
  email: string;
  password: string;
  /** Where to go once signed in; /home when there is nowhere to return to. */
  returnTo: string | undefined;
}

/** Signs in with e-mail and password, fetches the access token, then goes back to where the visitor came from. */
export function useLogin() {
  const { changeSession } = useAuth();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async ({ email, password }: Login) => {
      const user = await changeSession(() => signInWithEmail({ email, password }));
      if (!user) throw new Error(notSignedInMessage());
      toast.success(authCatalogue.t('signIn.success'));
      await tryRequestAccessToken(user.email);
    },
    onSuccess: (_, { returnTo }) => navigate(returnTo ?? '/home', { replace: true }),
    onError: (error) => {
      toast.error(messageOf(error));
    },
  });
}
