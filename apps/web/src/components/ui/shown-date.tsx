import { formatDate, formatDateTime, type DatePlace } from '../../lib/format';
import { useTakenOver } from '../../lib/use-taken-over';

/** Pages drawn on the server show dates in UTC, so the browser's first paint matches them. */
const serverPlace: DatePlace = { timeZone: 'UTC' };
const readerPlace: DatePlace = {};

/**
 * A date (or, with `time`, a moment) in the app's one style and the page's language, in the reader's time zone once
 * the page runs in their browser; a page drawn on the server first shows it in UTC.
 */
export function ShownDate({ at, time = false }: { at: string; time?: boolean }) {
  const place = useTakenOver() ? readerPlace : serverPlace;
  return <time dateTime={at}>{time ? formatDateTime(at, place) : formatDate(at, place)}</time>;
}
