import { useMutation } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { messageOf } from '../../../lib/api-error';
import { leaveAppFor } from '../../../lib/leave-app';
import { startGoogleSignIn } from '../api/sign-in-social';
import { useAuth } from '../../../entities/session/auth-context';
import { forgetGoogleIntent, saveGoogleIntent, type GoogleIntent } from '../../../entities/session/return-to';

/** Where Google sends the visitor back to: a page of this app that finishes the sign-in. */
export const googleReturnPath = '/auth/google';
/** Where Google sends the visitor after a failure (Better Auth adds `&error=<code>`). */
export const googleFailedPath = '/login?google=failed';

/**
 * Leaves for Google's sign-in page, remembering the account type and the page to return to for the way back.
 * Fails (NOT_CONFIGURED) when the server has no Google sign-in; the visitor stays.
 */
export function useGoogleSignIn() {
  const { changeSession } = useAuth();
  return useMutation({
    mutationFn: async (intent: GoogleIntent) => {
      saveGoogleIntent(intent);
      const leaving = startGoogleSignIn({
        callbackURL: googleReturnPath,
        errorCallbackURL: googleFailedPath,
      });
      try {
        await changeSession(() => leaving);
      } catch {
        // Either the start failed (rethrown just below) or reading the session again did, which does not
        // matter once the way to Google is known.
      }
      return (await leaving).url;
    },
    onSuccess: (url) => leaveAppFor(url),
    onError: (error) => {
      forgetGoogleIntent();
      toast.error(messageOf(error));
    },
  });
}
