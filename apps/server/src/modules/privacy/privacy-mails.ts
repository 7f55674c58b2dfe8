import { accountDeletionGraceDays, deletionLinkHours, languageLocales } from '@second-gear/contract';
import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

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
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('link.subject'),
        content: {
          heading: t('link.heading'),
          paragraphs: [
            t('hello', { name: options.name }),
            t('link.body', { hours: deletionLinkHours, days: accountDeletionGraceDays }),
          ],
          action: { label: t('link.action'), url },
          footnote: t('link.footnote'),
        },
      };
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
  return {
    kind: 'account-deletion-scheduled',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      const day = options.deleteAt.toLocaleDateString(languageLocales[language], {
        dateStyle: 'long',
        timeZone: 'UTC',
      });
      return {
        subject: t('scheduled.subject', { day }),
        content: {
          heading: t('scheduled.heading', { day }),
          paragraphs: [
            t('hello', { name: options.name }),
            t('scheduled.body', { day }),
            t('scheduled.until'),
          ],
          action: { label: t('scheduled.action'), url: `${options.publicUrl}/dashboard/settings` },
          footnote: t('scheduled.footnote'),
        },
      };
    },
  };
}

/** A confirmed deletion cancelled by its owner: the account stays. */
export function deletionCancelledMail(options: { to: string; name: string; publicUrl: string }): Mail {
  return {
    kind: 'account-deletion-cancelled',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('cancelled.subject'),
        content: {
          heading: t('cancelled.heading'),
          paragraphs: [t('hello', { name: options.name }), t('cancelled.body')],
          action: { label: t('cancelled.action'), url: options.publicUrl },
        },
      };
    },
  };
}
