import { formatDate, formatDateTime, type DatePlace } from '../../lib/format';
import { useTakenOver } from '../../lib/use-taken-over';

/** Pages drawn on the server show dates in English and UTC, so the browser's first paint matches them. */
const serverPlace: DatePlace = { locale: 'en-US', timeZone: 'UTC' };
const readerPlace: DatePlace = {};

/**
 * A date (or, with `time`, a moment) in the app's one style, in the reader's language and time zone once the page
 * runs in their browser; a page drawn on the server first shows it in English and UTC.
 */
export function ShownDate({ at, time = false }: { at: string; time?: boolean }) {
  const place = useTakenOver() ? readerPlace : serverPlace;
  return <time dateTime={at}>{time ? formatDateTime(at, place) : formatDate(at, place)}</time>;
}
