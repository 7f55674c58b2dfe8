import type { PriceDrop } from '@second-gear/contract';
import { formatPrice } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { componentsCatalogue } from '../i18n';

/**
 * "Price drop $X" while the server says the drop is recent: it sends the badge with the moment it ends, so a page
 * kept open (or an answer kept in a cache) stops showing it on time.
 */
export function PriceDropBadge({
  drop,
  now = new Date(),
}: {
  drop: PriceDrop | null | undefined;
  now?: Date;
}) {
  const t = useT(componentsCatalogue);
  if (!drop || new Date(drop.until) <= now) return null;
  return (
    <span className="badge badge-warning badge-sm shrink-0">
      {t('priceDrop', { amount: formatPrice(drop.amount) })}
    </span>
  );
}
