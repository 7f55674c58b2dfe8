import { z } from 'zod';

/** Why someone reports a car, a message, a review or a person: one list for all four. */
export const reportReasons = ['scam', 'misleading', 'wrong-details', 'offensive', 'sold', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
/** What is reported. */
export const reportKinds = ['car', 'message', 'review', 'user'] as const;
export type ReportKind = (typeof reportKinds)[number];

export const reportNoteMax = 500;

export const reportReason = z.enum(reportReasons, {
  error: `reason must be one of ${reportReasons.join(', ')}`,
});
export const reportNote = z
  .string({ error: 'Note must be text' })
  .trim()
  .max(reportNoteMax, `Note must be at most ${reportNoteMax} characters`);

/** A report's reason and optional words for the moderators. */
export const reportDetails = z.object({ reason: reportReason, note: reportNote.optional() });
export type ReportDetails = z.input<typeof reportDetails>;

/** The same, for the calls that took no reason before: a report without one is filed under `other`. */
export const reportDetailsOrOther = reportDetails.extend({ reason: reportReason.default('other') });

/** POST /messages/{id}/report: the reason and note, or no body at all (then `other`). */
export const messageReport = reportDetailsOrOther
  .nullable()
  .transform((body) => body ?? { reason: 'other' as const, note: undefined });
