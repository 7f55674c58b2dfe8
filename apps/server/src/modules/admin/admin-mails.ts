import type { Mail } from '../mail/mail.service.ts';

/** To the seller of a listing a moderator removed after reports. */
export function listingRemovedMail(options: { to: string; productName: string; publicUrl: string }): Mail {
  return {
    kind: 'listing-removed',
    to: options.to,
    subject: `Your listing ${options.productName} was removed`,
    content: {
      heading: 'A moderator removed your listing',
      paragraphs: [
        `Buyers reported your listing ${options.productName}, and a Second Gear moderator removed it after checking the reports. Its unpaid bookings were cancelled.`,
        'If you think this was a mistake, reply to this e-mail. You may list the car again with an accurate description and photo.',
      ],
      action: { label: 'Open your dashboard', url: `${options.publicUrl}/dashboard/myProducts` },
    },
  };
}

/** To the address of a deleted account (by an administrator, or at its owner's request): sent when the deletion commits. */
export function accountDeletedMail(options: {
  to: string;
  name: string;
  by: 'administrator' | 'owner';
}): Mail {
  return {
    kind: 'account-deleted',
    to: options.to,
    subject: 'Your Second Gear account was deleted',
    content: {
      heading: 'Your account was deleted',
      paragraphs: [
        `Hello ${options.name},`,
        options.by === 'owner'
          ? 'Your Second Gear account was deleted, as you asked. You can no longer sign in with it; your cars for sale and unpaid bookings were removed. Payments stay on record for the accounts we must keep, without your name.'
          : 'A Second Gear administrator deleted your account. You can no longer sign in with it; your cars for sale and unpaid bookings were removed. Payments stay on record for the accounts we must keep, without your name.',
        options.by === 'owner'
          ? 'Thank you for having used Second Gear.'
          : 'If you think this was a mistake, reply to this e-mail.',
      ],
    },
  };
}
