import { formatMomentInWords, type DatePlace } from '../../lib/format';
import { useTakenOver } from '../../lib/use-taken-over';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

const serverPlace: DatePlace = { timeZone: 'UTC' };
const readerPlace: DatePlace = {};

/** "Reserved until …" in words while the server says a reservation holds the car; nothing once its time has passed. */
export function ReservedBadge({ until, now = new Date() }: { until: string | null | undefined; now?: Date }) {
  const t = useT(componentsCatalogue);
  const place = useTakenOver() ? readerPlace : serverPlace;
  if (!until || new Date(until) <= now) return null;
  return (
    <span className="badge badge-info h-auto shrink-0 py-0.5 text-left whitespace-normal">
      {t.rich('reservedUntil', {
        moment: formatMomentInWords(until, place),
        time: (chunks) => <time dateTime={until}>{chunks}</time>,
      })}
    </span>
  );
}
