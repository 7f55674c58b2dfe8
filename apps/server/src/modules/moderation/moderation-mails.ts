import { removedMessageText } from '@second-gear/contract';
import type { Mail } from '../mail/mail.service.ts';

const replyToAppeal = 'If you think this was a mistake, reply to this e-mail.';

/** To the seller of a listing a moderator hid: why, and that they may appeal once from their dashboard. */
export function listingHiddenMail(options: {
  to: string;
  productName: string;
  reason: string;
  publicUrl: string;
}): Mail {
  return {
    kind: 'listing-hidden',
    to: options.to,
    subject: `Your listing ${options.productName} was hidden`,
    content: {
      heading: 'A moderator hid your listing',
      paragraphs: [
        `A Second Gear moderator hid your listing ${options.productName}: buyers no longer find it in search, on model pages or in their favourites. It was not deleted.`,
        'The moderator gave this reason:',
        options.reason,
        'You may appeal once from your dashboard: a moderator will look at the listing again.',
      ],
      action: { label: 'Open your listings', url: `${options.publicUrl}/dashboard/myProducts` },
    },
  };
}

/** To a user an administrator warned, with the administrator's words. */
export function warningMail(options: { to: string; name: string; reason: string }): Mail {
  return {
    kind: 'moderation-warning',
    to: options.to,
    subject: 'A warning from Second Gear',
    content: {
      heading: 'A warning about your account',
      paragraphs: [
        `Hello ${options.name},`,
        'A Second Gear administrator looked at a report about your account and warns you:',
        options.reason,
        'If it happens again, your account may be suspended. ' + replyToAppeal,
      ],
    },
  };
}

export function accountSuspendedMail(options: { to: string; name: string; reason: string }): Mail {
  return {
    kind: 'account-suspended',
    to: options.to,
    subject: 'Your Second Gear account is suspended',
    content: {
      heading: 'Your account is suspended',
      paragraphs: [
        `Hello ${options.name},`,
        'A Second Gear administrator suspended your account: you cannot sign in, your listings are hidden and unpaid bookings were cancelled. The reason:',
        options.reason,
        replyToAppeal,
      ],
    },
  };
}

export function accountUnsuspendedMail(options: { to: string; name: string; publicUrl: string }): Mail {
  return {
    kind: 'account-unsuspended',
    to: options.to,
    subject: 'Your Second Gear account is active again',
    content: {
      heading: 'Your account is active again',
      paragraphs: [
        `Hello ${options.name},`,
        'An administrator lifted the suspension of your account. You can sign in again, and the listings the suspension hid are shown again.',
      ],
      action: { label: 'Sign in', url: `${options.publicUrl}/login` },
    },
  };
}

/** To the seller of a listing a moderator deleted. */
export function listingDeletedMail(options: {
  to: string;
  productName: string;
  reason: string;
  publicUrl: string;
}): Mail {
  return {
    kind: 'listing-removed',
    to: options.to,
    subject: `Your listing ${options.productName} was removed`,
    content: {
      heading: 'A moderator removed your listing',
      paragraphs: [
        `A Second Gear moderator removed your listing ${options.productName}; its unpaid bookings were cancelled. The reason:`,
        options.reason,
        replyToAppeal,
      ],
      action: { label: 'Open your dashboard', url: `${options.publicUrl}/dashboard/myProducts` },
    },
  };
}

/** To the writer of a message the moderators removed from a conversation: which one, and why. */
export function messageRemovedMail(options: {
  to: string;
  name: string;
  carName: string;
  text: string;
  reason: string;
}): Mail {
  return {
    kind: 'message-removed',
    to: options.to,
    subject: `Your message about ${options.carName} was removed`,
    content: {
      heading: 'A moderator removed your message',
      paragraphs: [
        `Hello ${options.name},`,
        `A Second Gear moderator removed your message in the conversation about ${options.carName}; both people now see "${removedMessageText}" in its place. You wrote:`,
        options.text,
        'The moderator gave this reason:',
        options.reason,
        replyToAppeal,
      ],
    },
  };
}

/** To the writer of a review the moderators deleted from a seller's profile: which one, and why. */
export function reviewRemovedMail(options: {
  to: string;
  name: string;
  carName: string;
  reason: string;
}): Mail {
  return {
    kind: 'review-removed',
    to: options.to,
    subject: `Your review of the sale of ${options.carName} was removed`,
    content: {
      heading: 'A moderator removed your review',
      paragraphs: [
        `Hello ${options.name},`,
        `A Second Gear moderator removed your review of the seller of ${options.carName}: it no longer shows on the seller's profile or counts in their rating. The reason:`,
        options.reason,
        replyToAppeal,
      ],
    },
  };
}
