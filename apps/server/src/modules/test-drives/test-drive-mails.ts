import { languageLocales, type Language } from '@second-gear/contract';
import { DateTime } from 'luxon';
import { defineServerCatalogue } from '../../lib/texts.ts';
import type { Mail } from '../mail/mail.service.ts';
import type { MailAttachment } from '../mail/mail.table.ts';
import english from './locales/en.json' with { type: 'json' };
import spanish from './locales/es.json' with { type: 'json' };

const texts = defineServerCatalogue(english, spanish);

/** A drive's time as its two people read it: in the seller's zone, the zone named ("Sat 28 Nov 2026, 10:00 AM CST"). */
export function driveTime(start: Date, timeZone: string, language: Language = 'en'): string {
  const local = DateTime.fromJSDate(start, { zone: timeZone });
  const format = language === 'es' ? "ccc d 'de' LLL 'de' yyyy, h:mm a ZZZZ" : 'ccc d LLL yyyy, h:mm a ZZZZ';
  return `${local.setLocale(languageLocales[language]).toFormat(format)} (${timeZone})`;
}

export interface DriveFacts {
  carName: string;
  carLocation: string;
  start: Date;
  timeZone: string;
}

/** What a test drive's e-mail tells. `name` is the person who did it. */
export type DriveNews =
  | { kind: 'asked'; name: string }
  | { kind: 'confirmed' | 'moved' | 'reminder' }
  | { kind: 'proposed'; name: string }
  | { kind: 'ended'; state: 'declined' | 'cancelled'; name: string; invited: boolean }
  /** Cancelled because the car is no longer for sale. */
  | { kind: 'ended'; state: 'gone'; invited: boolean };

/**
 * An e-mail about a test drive to one of its two people: what happened, the car, the time in the seller's zone and
 * the place, and a link to their test drives; a calendar invitation (or its cancellation) when one goes with it.
 */
export function testDriveMail(options: {
  /** Requests, new times, declines and reminders may be turned off; confirmations and cancellations always go. */
  kind: 'test-drive-updates' | 'test-drive-confirmed' | 'test-drive-cancelled';
  to: string;
  news: DriveNews;
  drive: DriveFacts;
  otherName: string;
  publicUrl: string;
  invitation?: MailAttachment;
}): Mail {
  const { drive, news } = options;
  return {
    kind: options.kind,
    to: options.to,
    write: (language) => {
      const t = texts(language);
      const when = driveTime(drive.start, drive.timeZone, language);
      const car = drive.carName;
      const said = (): { subject: string; heading: string; paragraphs: string[] } => {
        switch (news.kind) {
          case 'asked':
            return {
              subject: t('asked.subject', { car }),
              heading: t('asked.heading', { name: news.name, car }),
              paragraphs: [t('asked.body')],
            };
          case 'confirmed':
          case 'moved':
            return {
              subject: t(`${news.kind}.subject`, { car }),
              heading: t('confirmed.heading', { car, when }),
              paragraphs: [t(`${news.kind}.body`)],
            };
          case 'proposed':
            return {
              subject: t('proposed.subject', { car }),
              heading: t('proposed.heading', { name: news.name }),
              paragraphs: [t('proposed.body')],
            };
          case 'reminder':
            return {
              subject: t('reminder.subject', { car }),
              heading: t('reminder.heading', { car }),
              paragraphs: [t('reminder.body', { when })],
            };
          case 'ended': {
            const why =
              news.state === 'gone'
                ? t('ended.gone', { car })
                : t('ended.body', { state: news.state, name: news.name, car });
            return {
              subject: t('ended.subject', { state: news.state, car }),
              heading: t('ended.title', { state: news.state }),
              paragraphs: news.invited ? [why, t('ended.calendar')] : [why],
            };
          }
        }
      };
      const { subject, heading, paragraphs } = said();
      return {
        subject,
        content: {
          heading,
          paragraphs,
          details: [
            [t('car'), car],
            [t('when'), when],
            [t('where'), drive.carLocation],
            [t('with'), options.otherName],
          ],
          action: { label: t('action'), url: `${options.publicUrl}/dashboard/test-drives` },
        },
      };
    },
    ...(options.invitation ? { attachments: [options.invitation] } : {}),
  };
}
