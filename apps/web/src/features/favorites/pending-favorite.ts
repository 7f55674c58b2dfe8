import { pendingAction } from '../../lib/pending-action';

/** The car a visitor asked to save before signing in: saved when they come back to it signed in. */
const pending = pendingAction('secondGear.pendingFavorite');

export const rememberPendingFavorite = pending.remember;
export const pendingFavorite = pending.read;
export const forgetPendingFavorite = pending.forget;
