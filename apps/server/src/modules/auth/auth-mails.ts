import type { Mail } from '../mail/mail.service.ts';

/** Reset e-mails one address receives per hour at most; more requests are answered alike but send nothing. */
export const resetMailsPerAddress = { kind: 'password-reset', perHour: 3 } as const;

export function passwordResetMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const url = `${options.publicUrl}/reset-password?token=${encodeURIComponent(options.token)}`;
  return {
    kind: resetMailsPerAddress.kind,
    to: options.to,
    subject: 'Reset your Second Gear password',
    content: {
      heading: 'Reset your password',
      paragraphs: [
        `Hello ${options.name},`,
        'Someone, hopefully you, asked to reset the password of your Second Gear account. Choose a new one with the link below. It works once, within one hour.',
        'Setting a new password signs you out everywhere else.',
      ],
      action: { label: 'Choose a new password', url },
      footnote: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
    },
  };
}
