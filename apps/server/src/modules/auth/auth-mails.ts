import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

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
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('reset.subject'),
        content: {
          heading: t('reset.heading'),
          paragraphs: [t('hello', { name: options.name }), t('reset.body'), t('reset.signsOut')],
          action: { label: t('reset.action'), url },
          footnote: t('reset.footnote'),
        },
      };
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
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('verify.subject'),
        content: {
          heading: t('verify.heading'),
          paragraphs: [t('hello', { name: options.name }), t('verify.body')],
          action: { label: t('verify.action'), url },
          footnote: t('verify.footnote'),
        },
      };
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
    withheld: true,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('reset.subject'),
        content: {
          heading: t('reset.heading'),
          paragraphs: [t('reset.noAccount')],
          action: { label: t('reset.signUp'), url: `${options.publicUrl}/signup` },
        },
      };
    },
  };
}

/** Security mail after a password change from the account settings. */
export function passwordChangedMail(options: { to: string; name: string; publicUrl: string }): Mail {
  return {
    kind: 'password-changed',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('changed.subject'),
        content: {
          heading: t('changed.heading'),
          paragraphs: [t('hello', { name: options.name }), t('changed.body'), t('changed.notYou')],
          action: { label: t('changed.action'), url: `${options.publicUrl}/forgot-password` },
        },
      };
    },
  };
}

/** Links expire in one hour, like password resets: the link moves the account to whoever holds it. */
export const emailChangeLinkSeconds = 60 * 60;

/** To the new address: the change happens only when this link is followed; in the language of the account moving. */
export function emailChangeLinkMail(options: {
  to: string;
  /** The account's address until the link is followed. */
  from: string;
  name: string;
  token: string;
  publicUrl: string;
}): Mail {
  const url = `${options.publicUrl}/confirm-email?token=${encodeURIComponent(options.token)}`;
  return {
    kind: 'email-change',
    to: options.to,
    languageFrom: options.from,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('emailLink.subject'),
        content: {
          heading: t('emailLink.heading'),
          paragraphs: [t('hello', { name: options.name }), t('emailLink.body'), t('emailLink.signsOut')],
          action: { label: t('emailLink.action'), url },
          footnote: t('emailLink.footnote'),
        },
      };
    },
  };
}

/** Security mail to the address an account just left, in the account's language: its owner learns of it. */
export function emailChangedMail(options: {
  to: string;
  name: string;
  newEmail: string;
  publicUrl: string;
}): Mail {
  return {
    kind: 'email-changed',
    to: options.to,
    languageFrom: options.newEmail,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('emailChanged.subject'),
        content: {
          heading: t('emailChanged.heading'),
          paragraphs: [
            t('hello', { name: options.name }),
            t('emailChanged.body', { email: options.newEmail }),
            t('emailChanged.notYou'),
          ],
          action: { label: t('emailChanged.action'), url: options.publicUrl },
        },
      };
    },
  };
}
