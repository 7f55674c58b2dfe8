import { z } from 'zod';

/** Searches one account can keep: enough for several cars hunted at once, few enough to read every alert. */
export const maxSavedSearches = 25;
export const savedSearchFrequencies = ['instant', 'daily', 'weekly'] as const;
export type SavedSearchFrequency = (typeof savedSearchFrequencies)[number];
const frequency = z.enum(savedSearchFrequencies, { error: 'frequency must be instant, daily or weekly' });

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'Give the search a name, such as “Hondas under $15,000”')
  .max(80, 'name must be at most 80 characters');

/** An IANA time zone the browser reports (`Intl.DateTimeFormat().resolvedOptions().timeZone`): digests go at 8:00 there. */
export const timeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'timeZone must be a time zone such as America/Chicago');

/**
 * POST /saved-searches. `query` is the search's query string as `/cars?…` shows it (with or without the `?`); the
 * server reads it as GET /search does and refuses what that would refuse, naming the parameter.
 */
export const newSavedSearch = z.object({
  name,
  query: z.string({ error: 'query is required' }).max(4000, 'query is too long to be a search'),
  frequency,
  timeZone: timeZone.optional(),
});
export type NewSavedSearch = z.input<typeof newSavedSearch>;

/** PATCH /saved-searches/{id}: a new name or frequency (or time zone), alerts on or off; fields left out stay. */
export const savedSearchEdit = z
  .object({
    name: name.optional(),
    frequency: frequency.optional(),
    timeZone: timeZone.optional(),
    alertsOn: z.boolean({ error: 'alertsOn must be true or false' }).optional(),
  })
  .refine((edit) => Object.values(edit).some((value) => value !== undefined), {
    error: 'Nothing to change: send name, frequency, timeZone or alertsOn.',
  });

export const savedSearch = z.object({
  _id: z.string(),
  name: z.string(),
  /** The search's query string in its stable form (`searchQueryString`): open it as `/cars?{query}`. */
  query: z.string(),
  frequency: z.enum(savedSearchFrequencies),
  timeZone: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  /** When the owner last opened it from their list: cars listed since are "new". */
  lastVisitedAt: z.iso.datetime({ offset: true }),
  /** How many cars the search shows now that were listed since `lastVisitedAt`. */
  newCount: z.number().int().nonnegative(),
  /**
   * Whether its alerts are e-mailed (at its frequency); off after a one-click unsubscribe, until turned on again. The
   * server always sends it; absent (an older answer) means on.
   */
  alertsOn: z.boolean().optional(),
});
export type SavedSearch = z.infer<typeof savedSearch>;
export const savedSearchList = z.array(savedSearch);
export const savedSearchParams = z.object({ id: z.uuid({ error: 'must be the id of a saved search' }) });

/** POST /saved-searches/{id}/visit: the search, and since when its cars are new to its owner. */
export const savedSearchVisit = z.object({ savedSearch, newSince: z.iso.datetime({ offset: true }) });
