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
