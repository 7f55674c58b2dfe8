import { accountDeletionGraceDays, deletionLinkHours } from '@second-gear/contract';
import type { Mail } from '../mail/mail.service.ts';

/** Asking to delete one's account: the link that confirms it, and how long it works. */
export function deletionLinkMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const url = `${options.publicUrl}/dashboard/settings/delete-account?token=${encodeURIComponent(options.token)}`;
  return {
    kind: 'account-deletion-link',
    to: options.to,
    subject: 'Confirm the deletion of your Second Gear account',
    content: {
      heading: 'Confirm the deletion of your account',
      paragraphs: [
        `Hello ${options.name},`,
        `You asked to delete your Second Gear account. Confirm it with the link below within ${deletionLinkHours} hours: your account will then be deleted ${accountDeletionGraceDays} days later, and until then you can sign in and cancel from Account settings.`,
      ],
      action: { label: 'Confirm the deletion', url },
      footnote: 'If you did not ask for this, ignore this e-mail: your account stays as it is.',
    },
  };
}

/** The deletion confirmed: when it will happen, and how to stop it until then. */
export function deletionScheduledMail(options: {
  to: string;
  name: string;
  deleteAt: Date;
  publicUrl: string;
}): Mail {
  const day = options.deleteAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  return {
    kind: 'account-deletion-scheduled',
    to: options.to,
    subject: `Your Second Gear account will be deleted on ${day}`,
    content: {
      heading: `Your account will be deleted on ${day}`,
      paragraphs: [
        `Hello ${options.name},`,
        `You confirmed the deletion of your Second Gear account. On ${day} (UTC) your account, your listings and your messages will be deleted; payment records the law makes us keep are kept without your name.`,
        'Until then you can sign in as usual and cancel the deletion in Account settings: everything stays as it is.',
      ],
      action: { label: 'Open Account settings', url: `${options.publicUrl}/dashboard/settings` },
      footnote: 'If you did not confirm this, sign in and cancel it, then change your password.',
    },
  };
}

/** A confirmed deletion cancelled by its owner: the account stays. */
export function deletionCancelledMail(options: { to: string; name: string; publicUrl: string }): Mail {
  return {
    kind: 'account-deletion-cancelled',
    to: options.to,
    subject: 'Your Second Gear account will not be deleted',
    content: {
      heading: 'The deletion of your account is cancelled',
      paragraphs: [
        `Hello ${options.name},`,
        'You cancelled the deletion of your Second Gear account. Your account, listings and messages stay as they were.',
      ],
      action: { label: 'Go to Second Gear', url: options.publicUrl },
    },
  };
}
