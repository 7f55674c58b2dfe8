import { z } from 'zod';

/** What a moderation item is about: a listing, a message, a review, an account, or an automatic finding on a car. */
export const moderationKinds = ['car', 'message', 'review', 'user', 'photo', 'mileage', 'vin'] as const;
export type ModerationKind = (typeof moderationKinds)[number];

/** What an administrator may do with an item; every action is given with its reason. */
export const moderationActions = [
  'dismiss',
  'hide',
  'warn',
  'suspend',
  'unsuspend',
  'unverify',
  'delete',
] as const;
export type ModerationAction = (typeof moderationActions)[number];

/** An open item of the queue with what the administrator needs to decide. */
export const moderationItem = z.object({
  _id: z.string(),
  kind: z.enum(moderationKinds),
  targetId: z.string(),
  /** Each reason it was flagged for, with how many times. */
  reasons: z.record(z.string(), z.number().int()),
  count: z.number().int(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  /** The listing's name, the message's or review's opening words, the account's name; null once it is gone. */
  title: z.string().nullable(),
  excerpt: z.string().nullable(),
  owner: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** Where the target can be seen in the web app, when it has a page. */
  link: z.string().nullable(),
  /** The actions that apply to this kind of item. */
  actions: z.array(z.enum(moderationActions)),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationList = z.array(moderationItem);

export const moderationQuery = z.object({ after: z.string().max(300).optional() });

export const moderationItemParams = z.object({ id: z.uuid({ error: 'must be an id' }) });

export const reasonText = z
  .string({ error: 'give a reason' })
  .trim()
  .min(1, 'give a reason')
  .max(1000, 'must be at most 1000 characters');

export const moderationActionRequest = z.object({
  action: z.enum(moderationActions, { error: `must be one of ${moderationActions.join(', ')}` }),
  reason: reasonText,
});
export type ModerationActionRequest = z.infer<typeof moderationActionRequest>;

export const moderationActionAnswer = z.object({
  _id: z.string(),
  state: z.enum(['open', 'closed']),
  action: z.enum(moderationActions),
});

/** A seller asks once for a hidden listing to be looked at again. */
export const appealRequest = z.object({ reason: reasonText });

/** GET /api/audit: filters, and where the previous page ended. */
export const auditQuery = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(50).optional(),
  from: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ error: 'must be a date (YYYY-MM-DD)' }).optional(),
  after: z.string().max(300).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  reason: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  change: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = z.array(auditEntry);
