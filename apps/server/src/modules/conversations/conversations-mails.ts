import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

/** To someone away from the site: a new message in one of their conversations, with its text. */
export function newMessageMail(options: {
  to: string;
  name: string;
  from: string;
  carName: string;
  text: string;
  flagged: boolean;
  url: string;
}): Mail {
  const names = { from: options.from, car: options.carName };
  return {
    kind: 'new-message',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      return {
        subject: t('newMessage.subject', names),
        content: {
          heading: t('newMessage.heading', names),
          paragraphs: [
            ...(options.name ? [t('hello', { name: options.name })] : []),
            options.text,
            ...(options.flagged ? [t('careful')] : []),
          ],
          action: { label: t('reply'), url: options.url },
          footnote: t('newMessage.footnote'),
        },
      };
    },
  };
}
