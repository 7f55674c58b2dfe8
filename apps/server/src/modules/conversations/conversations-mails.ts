import { scamWarning } from '@second-gear/contract';
import type { Mail } from '../mail/mail.service.ts';

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
  return {
    kind: 'new-message',
    to: options.to,
    subject: `New message from ${options.from} about ${options.carName}`,
    content: {
      heading: `${options.from} wrote about ${options.carName}`,
      paragraphs: [
        ...(options.name ? [`Hello ${options.name},`] : []),
        options.text,
        ...(options.flagged ? [`Be careful: ${scamWarning}`] : []),
      ],
      action: { label: 'Reply on Second Gear', url: options.url },
      footnote:
        'You get at most one of these an hour per conversation, and only while you are not on the site.',
    },
  };
}
