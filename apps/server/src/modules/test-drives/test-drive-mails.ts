import { DateTime } from 'luxon';
import type { Mail } from '../mail/mail.service.ts';
import type { MailAttachment } from '../mail/mail.table.ts';

/** A drive's time as its two people read it: in the seller's zone, the zone named ("Sat 28 Nov 2026, 10:00 AM CST"). */
export function driveTime(start: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(start, { zone: timeZone });
  return `${local.setLocale('en-US').toFormat('ccc d LLL yyyy, h:mm a ZZZZ')} (${timeZone})`;
}

export interface DriveFacts {
  carName: string;
  carLocation: string;
  start: Date;
  timeZone: string;
}

/**
 * An e-mail about a test drive to one of its two people: what happened, the car, the time in the seller's zone and
 * the place, and a link to their test drives; a calendar invitation (or its cancellation) when one goes with it.
 */
export function testDriveMail(options: {
  /** Requests, new times, declines and reminders may be turned off; confirmations and cancellations always go. */
  kind: 'test-drive-updates' | 'test-drive-confirmed' | 'test-drive-cancelled';
  to: string;
  subject: string;
  heading: string;
  paragraphs: string[];
  drive: DriveFacts;
  otherName: string;
  publicUrl: string;
  invitation?: MailAttachment;
}): Mail {
  const { drive } = options;
  return {
    kind: options.kind,
    to: options.to,
    subject: options.subject,
    content: {
      heading: options.heading,
      paragraphs: options.paragraphs,
      details: [
        ['Car', drive.carName],
        ['When', driveTime(drive.start, drive.timeZone)],
        ['Where', drive.carLocation],
        ['With', options.otherName],
      ],
      action: { label: 'Open your test drives', url: `${options.publicUrl}/dashboard/test-drives` },
    },
    ...(options.invitation ? { attachments: [options.invitation] } : {}),
  };
}
