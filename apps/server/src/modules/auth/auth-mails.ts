import type { Mail } from '../mail/mail.service.ts';

/**
 * E-mails of one kind (reset, verification) one address receives per hour at most; more requests are answered alike
 * but send nothing.
 */
export const mailsPerAddress = { perHour: 3 } as const;

export function passwordResetMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const url = `${options.publicUrl}/reset-password?token=${encodeURIComponent(options.token)}`;
  return {
    kind: 'password-reset',
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

/** Sign-up (and "Send the link again"): proves the address is the account holder's. */
export function verificationMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const url = `${options.publicUrl}/api/auth/verify-email?token=${encodeURIComponent(options.token)}&callbackURL=${encodeURIComponent('/dashboard')}`;
  return {
    kind: 'email-verification',
    to: options.to,
    subject: 'Verify your e-mail for Second Gear',
    content: {
      heading: 'Verify your e-mail address',
      paragraphs: [
        `Hello ${options.name},`,
        'Welcome to Second Gear. Please confirm that this address is yours: until then you cannot list a car for sale.',
      ],
      action: { label: 'Verify my e-mail', url },
      footnote:
        'The link works for 24 hours. If you did not sign up for Second Gear, ignore this e-mail: no account is confirmed without it.',
    },
  };
}

/** Security mail after a password change from the account settings. */
export function passwordChangedMail(options: { to: string; name: string; publicUrl: string }): Mail {
  return {
    kind: 'password-changed',
    to: options.to,
    subject: 'Your Second Gear password was changed',
    content: {
      heading: 'Your password was changed',
      paragraphs: [
        `Hello ${options.name},`,
        'The password of your Second Gear account was just changed, and every other device was signed out.',
        'If this was not you, choose a new password now with "Forgot Password?" on the sign-in page.',
      ],
      action: { label: 'Reset my password', url: `${options.publicUrl}/forgot-password` },
    },
  };
}
