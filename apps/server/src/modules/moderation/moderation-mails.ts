import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Mail, MailWords } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);
type T = ReturnType<typeof texts>;

/** A moderation e-mail: its kind, its address, and its words in the recipient's language. */
const moderationMail = (kind: string, to: string, words: (t: T) => MailWords): Mail => ({
  kind,
  to,
  write: (language) => words(texts(language)),
});

/** To the seller of a listing a moderator hid: why, and that they may appeal once from their dashboard. */
export function listingHiddenMail(options: {
  to: string;
  productName: string;
  reason: string;
  publicUrl: string;
}): Mail {
  const car = options.productName;
  return moderationMail('listing-hidden', options.to, (t) => ({
    subject: t('hidden.subject', { car }),
    content: {
      heading: t('hidden.heading'),
      paragraphs: [t('hidden.body', { car }), t('reasonGiven'), options.reason, t('hidden.appeal')],
      action: { label: t('hidden.action'), url: `${options.publicUrl}/dashboard/myProducts` },
    },
  }));
}

/** To a user an administrator warned, with the administrator's words. */
export function warningMail(options: { to: string; name: string; reason: string }): Mail {
  return moderationMail('moderation-warning', options.to, (t) => ({
    subject: t('warning.subject'),
    content: {
      heading: t('warning.heading'),
      paragraphs: [t('hello', { name: options.name }), t('warning.body'), options.reason, t('warning.again')],
    },
  }));
}

export function accountSuspendedMail(options: { to: string; name: string; reason: string }): Mail {
  return moderationMail('account-suspended', options.to, (t) => ({
    subject: t('suspended.subject'),
    content: {
      heading: t('suspended.heading'),
      paragraphs: [t('hello', { name: options.name }), t('suspended.body'), options.reason, t('appeal')],
    },
  }));
}

export function accountUnsuspendedMail(options: { to: string; name: string; publicUrl: string }): Mail {
  return moderationMail('account-unsuspended', options.to, (t) => ({
    subject: t('unsuspended.subject'),
    content: {
      heading: t('unsuspended.heading'),
      paragraphs: [t('hello', { name: options.name }), t('unsuspended.body')],
      action: { label: t('unsuspended.action'), url: `${options.publicUrl}/login` },
    },
  }));
}

/** To the seller of a listing a moderator deleted. */
export function listingDeletedMail(options: {
  to: string;
  productName: string;
  reason: string;
  publicUrl: string;
}): Mail {
  const car = options.productName;
  return moderationMail('listing-removed', options.to, (t) => ({
    subject: t('deleted.subject', { car }),
    content: {
      heading: t('deleted.heading'),
      paragraphs: [t('deleted.body', { car }), options.reason, t('appeal')],
      action: { label: t('deleted.action'), url: `${options.publicUrl}/dashboard/myProducts` },
    },
  }));
}

/** To the writer of a message the moderators removed from a conversation: which one, and why. */
export function messageRemovedMail(options: {
  to: string;
  name: string;
  carName: string;
  text: string;
  reason: string;
}): Mail {
  const car = options.carName;
  return moderationMail('message-removed', options.to, (t) => ({
    subject: t('message.subject', { car }),
    content: {
      heading: t('message.heading'),
      paragraphs: [
        t('hello', { name: options.name }),
        t('message.body', { car }),
        options.text,
        t('reasonGiven'),
        options.reason,
        t('appeal'),
      ],
    },
  }));
}

/** To the writer of a review the moderators deleted from a seller's profile: which one, and why. */
export function reviewRemovedMail(options: {
  to: string;
  name: string;
  carName: string;
  reason: string;
}): Mail {
  const car = options.carName;
  return moderationMail('review-removed', options.to, (t) => ({
    subject: t('review.subject', { car }),
    content: {
      heading: t('review.heading'),
      paragraphs: [
        t('hello', { name: options.name }),
        t('review.body', { car }),
        options.reason,
        t('appeal'),
      ],
    },
  }));
}
