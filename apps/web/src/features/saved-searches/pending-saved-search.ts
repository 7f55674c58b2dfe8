import { pendingAction } from '../../lib/pending-action';

/** The search a visitor asked to save before signing in: its form opens when they come back to it signed in. */
const pending = pendingAction('secondGear.pendingSavedSearch');

export const rememberPendingSavedSearch = pending.remember;
export const pendingSavedSearch = pending.read;
export const forgetPendingSavedSearch = pending.forget;
