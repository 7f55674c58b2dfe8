import { z } from 'zod';

/**
 * The e-mails a person may turn off (receipts, security and moderation mail always go). Each carries
 * List-Unsubscribe with one-click unsubscribe.
 */
export const optionalMailKinds = [
  'car-booked',
  'booking-confirmed',
  'car-sold-to-someone-else',
  'new-message',
  'saved-car-changes',
  'test-drive-updates',
  'offer-changes',
  'booking-cancelled',
  'reservation-updates',
] as const;
export const optionalMailKind = z.enum(optionalMailKinds);
export type OptionalMailKind = z.infer<typeof optionalMailKind>;

export const mailPreferences = z.object({
  preferences: z.array(z.object({ kind: optionalMailKind, label: z.string(), enabled: z.boolean() })),
});
export type MailPreferences = z.infer<typeof mailPreferences>;

export const mailPreferenceChange = z.object({ kind: optionalMailKind, enabled: z.boolean() });

export const unsubscribeQuery = z.object({ token: z.string().min(1).max(1000) });
/**
 * What a one-click unsubscribe turned off: a kind of e-mail, or the alerts of one saved search (`savedSearch`);
 * `turnedOff` says it in words, for the landing page.
 */
export const unsubscribed = z.object({
  unsubscribed: z.literal(true),
  kind: z.union([optionalMailKind, z.literal('saved-search')]),
  savedSearch: z.object({ _id: z.string(), name: z.string() }).optional(),
  turnedOff: z.string(),
});
export type Unsubscribed = z.infer<typeof unsubscribed>;
