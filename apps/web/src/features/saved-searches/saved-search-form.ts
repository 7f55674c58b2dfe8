import { newSavedSearch } from '@second-gear/contract';

/** What saving a search asks: its name and how often it e-mails, by the rules the server holds them to. */
export const saveSearchForm = newSavedSearch.pick({ name: true, frequency: true });

/** A new name for a saved search, by the same rule. */
export const renameSearchForm = newSavedSearch.pick({ name: true });
