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

/**
 * The outbox row of a forgot-password request for an address with no account: written like a reset e-mail, never
 * delivered (telling the address would let anyone probe which addresses have accounts by their inbox's owner).
 */
export function noAccountResetMail(options: { to: string; publicUrl: string }): Mail {
  return {
    kind: 'password-reset-no-account',
    to: options.to,
    subject: 'Reset your Second Gear password',
    withheld: true,
    content: {
      heading: 'Reset your password',
      paragraphs: [
        'Someone asked to reset the password of a Second Gear account with this address, but there is no account for it.',
      ],
      action: { label: 'Sign up', url: `${options.publicUrl}/signup` },
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

/** Links expire in one hour, like password resets: the link moves the account to whoever holds it. */
export const emailChangeLinkSeconds = 60 * 60;

/** To the new address: the change happens only when this link is followed. */
export function emailChangeLinkMail(options: {
  to: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const url = `${options.publicUrl}/confirm-email?token=${encodeURIComponent(options.token)}`;
  return {
    kind: 'email-change',
    to: options.to,
    subject: 'Confirm your new e-mail for Second Gear',
    content: {
      heading: 'Confirm your new e-mail address',
      paragraphs: [
        `Hello ${options.name},`,
        'You asked to sign in to Second Gear with this address from now on. Confirm it with the link below: it works once, within one hour.',
        'Confirming signs you out everywhere; sign in again with this address.',
      ],
      action: { label: 'Confirm my new e-mail', url },
      footnote: 'If you did not ask for this, ignore this e-mail: nothing changes without it.',
    },
  };
}

/** Security mail to the address an account just left: its owner learns of it if it was not them. */
export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  publicUrl: string;
}): Mail {
  return {
    kind: 'email-changed',
    to: options.to,
    subject: 'Your Second Gear e-mail address was changed',
    content: {
      heading: 'Your e-mail address was changed',
      paragraphs: [
        `Hello ${options.name},`,
        `Your Second Gear account now signs in with ${options.newEmail}, and every device was signed out. E-mail about your account goes to that address from now on.`,
        'If this was not you, write to us at once by answering this e-mail.',
      ],
      action: { label: 'Open Second Gear', url: options.publicUrl },
    },
  };
}
