import { formatPrice } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { financingCatalogue } from '../i18n';

/** "Est. $319/mo" on a car card: the server's estimate with its default terms. */
export function MonthlyEstimate({ payment }: { payment: number }) {
  const t = useT(financingCatalogue);
  return (
    <span className="text-base-content/80 text-sm font-semibold tabular-nums">
      {t('estimate.perMonth', { payment: formatPrice(payment) })}
    </span>
  );
}
