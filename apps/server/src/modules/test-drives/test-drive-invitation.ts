import { createEvent } from 'ics';
import type { MailAttachment } from '../mail/mail.table.ts';

export interface InvitedDrive {
  id: string;
  carName: string;
  carLocation: string;
  latitude: number | null;
  longitude: number | null;
  start: Date;
  end: Date;
  sequence: number;
  buyer: { name: string; email: string };
  seller: { name: string; email: string };
}

/**
 * A drive's calendar invitation (iCalendar, RFC 5545): one UID per drive, so a new time (a higher SEQUENCE) moves the
 * event already in a calendar, and METHOD:CANCEL with the same UID removes it.
 */
export function testDriveInvitation(
  drive: InvitedDrive,
  options: { method: 'REQUEST' | 'CANCEL'; host: string; organizer: string },
): MailAttachment {
  const cancelled = options.method === 'CANCEL';
  const { error, value } = createEvent({
    productId: 'second-gear/test-drives',
    uid: `test-drive-${drive.id}@${options.host}`,
    sequence: drive.sequence,
    method: options.method,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: drive.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: drive.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Test drive: ${drive.carName}`,
    description: `${drive.buyer.name} test-drives ${drive.carName}, sold by ${drive.seller.name} on Second Gear.`,
    location: drive.carLocation,
    ...(drive.latitude !== null && drive.longitude !== null
      ? { geo: { lat: drive.latitude, lon: drive.longitude } }
      : {}),
    organizer: { name: 'Second Gear', email: options.organizer },
    attendees: [drive.buyer, drive.seller].map((person) => ({
      name: person.name,
      email: person.email,
      rsvp: false,
      partstat: 'ACCEPTED' as const,
      role: 'REQ-PARTICIPANT' as const,
    })),
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be written');
  return {
    filename: cancelled ? 'test-drive-cancelled.ics' : 'test-drive.ics',
    contentType: `text/calendar; charset=utf-8; method=${options.method}`,
    content: value,
  };
}
