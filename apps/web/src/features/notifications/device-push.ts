import type { PushSubscriptionRequest } from '@second-gear/contract';

/** What this browser can do about notifications, and what the person allowed. */
export type DevicePermission = 'unsupported' | 'default' | 'granted' | 'denied';

/** The browser's side of notifications: its permission and its push subscription (a stand-in replaces it in tests). */
export interface DevicePush {
  permission(): DevicePermission;
  /** The browser's subscription for this site, if it has one. */
  current(): Promise<Omit<PushSubscriptionRequest, 'topics'> | undefined>;
  /** Asks the person, then subscribes with the server's key; the reason when it cannot. */
  subscribe(publicKey: string): Promise<Omit<PushSubscriptionRequest, 'topics'>>;
  /** Ends the browser's subscription (a new one gets a new endpoint). */
  unsubscribe(): Promise<void>;
}

/** Why a device could not be turned on, in the person's words' terms. */
export class DevicePushError extends Error {
  readonly reason: 'denied' | 'unsupported' | 'push-service';
  constructor(reason: DevicePushError['reason']) {
    super(reason);
    this.reason = reason;
  }
}

const supported = () =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;

/** A base64url key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const view = new Uint8Array(buffer);
  return bytes.every((byte, index) => view[index] === byte);
}

function asRequest(subscription: PushSubscription): Omit<PushSubscriptionRequest, 'topics'> {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** This browser's Notification permission and Push API, through the service worker the app registered. */
export const browserPush: DevicePush = {
  permission: () => (supported() ? Notification.permission : 'unsupported'),

  async current() {
    if (!supported()) return undefined;
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    return subscription ? asRequest(subscription) : undefined;
  },

  async subscribe(publicKey) {
    if (!supported()) throw new DevicePushError('unsupported');
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new DevicePushError('denied');
    const registration = await navigator.serviceWorker.ready;
    try {
      const key = keyBytes(publicKey);
      let existing = await registration.pushManager.getSubscription();
      // Made with another server key (the server's keys changed): the push service would refuse our messages.
      if (existing && !sameBytes(existing.options.applicationServerKey, key)) {
        await existing.unsubscribe();
        existing = null;
      }
      const subscription =
        existing ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      return asRequest(subscription);
    } catch {
      // The browser's push service could not be reached (offline, blocked, or none in this browser).
      throw new DevicePushError('push-service');
    }
  },

  async unsubscribe() {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  },
};
