import { toCents } from '../../lib/money.ts';
import { defineServerCatalogue, formatCentsIn } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

/** What happened to an offer, as its e-mail tells it. */
export type OfferNews = 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired';

/** To one side of an offer: what the other side (or the clock) did with it, and what they can do next. */
export function offerMail(options: {
  to: string;
  name: string;
  news: OfferNews;
  /** Who did it: the other side, by name ("Sam"), or by role ("The seller") when they have none; none for the clock. */
  by?: { name: string | null; side: 'buyer' | 'seller' };
  carName: string;
  amount: number;
  recipientIsBuyer: boolean;
  url: string;
}): Mail {
  return {
    kind: 'offer-changes',
    to: options.to,
    write: (language) => {
      const t = texts(language);
      const amount = formatCentsIn(language, toCents(options.amount));
      const who = options.by ? (options.by.name ?? t('by', { side: options.by.side })) : '';
      const heading = t(`heading.${options.news}`, { who, amount, car: options.carName });
      return {
        subject: heading,
        content: {
          heading,
          paragraphs: [
            t('hello', { name: options.name }),
            t(`next.${options.news}`, { side: options.recipientIsBuyer ? 'buyer' : 'seller' }),
          ],
          details: [
            [t('car'), options.carName],
            [t('offer'), amount],
          ],
          action: { label: t('open'), url: options.url },
        },
      };
    },
  };
}
