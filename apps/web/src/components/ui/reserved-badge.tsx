import { formatMomentInWords, type DatePlace } from '../../lib/format';
import { useTakenOver } from '../../lib/use-taken-over';

const serverPlace: DatePlace = { timeZone: 'UTC' };
const readerPlace: DatePlace = {};

/** "Reserved until …" in words while the server says a reservation holds the car; nothing once its time has passed. */
export function ReservedBadge({ until, now = new Date() }: { until: string | null | undefined; now?: Date }) {
  const place = useTakenOver() ? readerPlace : serverPlace;
  if (!until || new Date(until) <= now) return null;
  return (
    <span className="badge badge-info h-auto shrink-0 py-0.5 text-left whitespace-normal">
      Reserved until <time dateTime={until}>{formatMomentInWords(until, place)}</time>
    </span>
  );
}
