/** Shown when the server signed the visitor in but the session does not show it (cookies blocked, say). */
export const notSignedInMessage =
  'You could not be signed in on this browser. Please allow cookies for this site and try again.';

export const googleFailedMessage =
  'Google sign-in failed. Please try again, or sign in with your e-mail and password.';

export const googleCancelledMessage = 'Google sign-in was cancelled. Please try again when you are ready.';
