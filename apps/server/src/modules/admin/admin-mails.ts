import type { Language } from '@second-gear/contract';
import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

/** To the seller of a listing a moderator removed after reports. */
export function listingRemovedMail(options: { to: string; productName: string; publicUrl: string }): Mail {
  const car = options.productName;
  return {
    kind: 'listing-removed',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('removed.subject', { car }),
        content: {
          heading: t('removed.heading'),
          paragraphs: [t('removed.body', { car }), t('removed.appeal')],
          action: { label: t('removed.action'), url: `${options.publicUrl}/dashboard/myProducts` },
        },
      };
    },
  };
}

/**
 * To the address of a deleted account (by an administrator, or at its owner's request): sent when the deletion
 * commits, in the language the account kept (read before it went).
 */
export function accountDeletedMail(options: {
  to: string;
  name: string;
  by: 'administrator' | 'owner';
  language: Language | undefined;
}): Mail {
  return {
    kind: 'account-deleted',
    to: options.to,
    ...(options.language ? { language: options.language } : {}),
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('deleted.subject'),
        content: {
          heading: t('deleted.heading'),
          paragraphs: [
            t('hello', { name: options.name }),
            t('deleted.body', { by: options.by }),
            t('deleted.closing', { by: options.by }),
          ],
        },
      };
    },
  };
}
