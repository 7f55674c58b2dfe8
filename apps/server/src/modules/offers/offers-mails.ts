import { formatCents, toCents } from '../../lib/money.ts';
import type { Mail } from '../mail/mail.service.ts';

/** What happened to an offer, as its e-mail tells it. */
export type OfferNews = 'made' | 'countered' | 'accepted' | 'declined' | 'withdrawn' | 'expired';

const headings: Record<OfferNews, (who: string, car: string, amount: string) => string> = {
  made: (who, car, amount) => `${who} offered ${amount} for ${car}`,
  countered: (who, car, amount) => `${who} countered with ${amount} for ${car}`,
  accepted: (who, car, amount) => `${who} accepted ${amount} for ${car}`,
  declined: (who, car, amount) => `${who} declined the offer of ${amount} for ${car}`,
  withdrawn: (who, car, amount) => `${who} withdrew the offer of ${amount} for ${car}`,
  expired: (_who, car, amount) => `The offer of ${amount} for ${car} expired`,
};

const nextSteps: Record<OfferNews, (recipientIsBuyer: boolean) => string> = {
  made: () => 'Accept, decline or counter it in the conversation within 48 hours, or it expires.',
  countered: () => 'Accept, decline or counter it in the conversation within 48 hours, or it expires.',
  accepted: (buyer) =>
    buyer
      ? 'The car is booked for you at this price: pay from My orders to make it yours.'
      : 'The car is booked for the buyer at this price; it is sold once they pay.',
  declined: () => 'You may make another offer in the conversation.',
  withdrawn: () => 'You may make an offer of your own in the conversation.',
  expired: () => 'Nobody answered within 48 hours. You may make another offer in the conversation.',
};

/** To one side of an offer: what the other side (or the clock) did with it, and what they can do next. */
export function offerMail(options: {
  to: string;
  name: string;
  news: OfferNews;
  /** Who did it, in the recipient's words ("The seller", "Sam"). */
  by: string;
  carName: string;
  amount: number;
  recipientIsBuyer: boolean;
  url: string;
}): Mail {
  const amount = formatCents(toCents(options.amount));
  const heading = headings[options.news](options.by, options.carName, amount);
  return {
    kind: 'offer-changes',
    to: options.to,
    subject: heading,
    content: {
      heading,
      paragraphs: [`Hello ${options.name},`, nextSteps[options.news](options.recipientIsBuyer)],
      details: [
        ['Car', options.carName],
        ['Offer', amount],
      ],
      action: { label: 'Open the conversation', url: options.url },
    },
  };
}
