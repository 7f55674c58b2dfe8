import { z } from 'zod';

/**
 * What a device may be notified of: a new message, a change of an offer or a test drive, a saved search's alert, a
 * price drop on a saved car.
 */
export const pushTopics = ['messages', 'deals', 'alerts', 'price-drops'] as const;
export const pushTopic = z.enum(pushTopics);
export type PushTopic = z.infer<typeof pushTopic>;

/** The server's VAPID public key (RFC 8292), base64url: what `pushManager.subscribe` takes as its server key. */
export const pushPublicKey = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKey>;

const endpoint = z
  .url({ protocol: /^https?$/, error: 'must be an https:// URL' })
  .max(2048, 'must be at most 2048 characters');

/** A browser's push subscription (its `toJSON()`), with the topics this device is notified of. */
export const pushSubscriptionRequest = z.object({
  endpoint,
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes). */
    p256dh: z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be an uncompressed P-256 public key in base64url'),
    /** The browser's authentication secret (16 bytes). */
    auth: z.string().regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be a 16-byte secret in base64url'),
  }),
  topics: z.array(pushTopic).max(pushTopics.length),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequest>;

export const pushSubscription = z.object({
  endpoint: z.string(),
  topics: z.array(pushTopic),
  createdAt: z.iso.datetime(),
});
export type PushSubscription = z.infer<typeof pushSubscription>;

/** The signed-in person's devices that receive notifications. */
export const pushSubscriptionList = z.object({ subscriptions: z.array(pushSubscription) });
export type PushSubscriptionList = z.infer<typeof pushSubscriptionList>;

export const pushUnsubscribeRequest = z.object({ endpoint });

/** What the service worker receives and shows: texts in the recipient's language, and the page a click opens. */
export const pushMessage = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the site, such as `/dashboard/messages/…`. */
  url: z.string().startsWith('/'),
  topic: pushTopic,
});
export type PushMessage = z.infer<typeof pushMessage>;
