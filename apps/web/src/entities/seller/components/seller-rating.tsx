import type { SellerRating as Rating } from '@second-gear/contract';
import { useT } from '../../../lib/i18n';
import { entitiesCatalogue } from '../../i18n';

/** A seller's stars and review count ("★ 4.3 · 12 reviews"); nothing while there are too few reviews to average. */
export function SellerRating({ rating, className = '' }: { rating: Rating; className?: string }) {
  const t = useT(entitiesCatalogue);
  if (!rating) return null;
  const reviews = t('seller.reviews', { count: rating.count });
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span aria-hidden="true" className="text-warning">
        ★
      </span>
      {t.rich('seller.rated', {
        average: rating.average,
        hidden: (chunks) => <span className="sr-only">{chunks}</span>,
        number: (chunks) => <span className="font-semibold tabular-nums">{chunks}</span>,
      })}
      <span className="text-base-content/75">
        <span aria-hidden="true">·</span> {reviews}
      </span>
    </span>
  );
}
