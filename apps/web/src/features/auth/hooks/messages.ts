import { authCatalogue } from '../i18n';

/**
 * Shown when the server signed the visitor in but the session does not show it (cookies blocked, say). Each message
 * is a function, read in the page's language when it is shown (a toast takes one as its message).
 */
export const notSignedInMessage = () => authCatalogue.t('message.notSignedIn');

export const googleFailedMessage = () => authCatalogue.t('message.googleFailed');

export const googleCancelledMessage = () => authCatalogue.t('message.googleCancelled');
