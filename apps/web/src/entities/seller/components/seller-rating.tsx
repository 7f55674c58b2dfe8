import type { SellerRating as Rating } from '@second-gear/contract';

/** A seller's stars and review count ("★ 4.3 · 12 reviews"); nothing while there are too few reviews to average. */
export function SellerRating({ rating, className = '' }: { rating: Rating; className?: string }) {
  if (!rating) return null;
  const reviews = rating.count === 1 ? '1 review' : `${rating.count} reviews`;
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span aria-hidden="true" className="text-warning">
        ★
      </span>
      <span className="sr-only">Seller rated </span>
      <span className="font-semibold tabular-nums">{rating.average.toFixed(1)}</span>
      <span className="sr-only"> of 5 stars,</span>
      <span className="text-base-content/75">
        <span aria-hidden="true">·</span> {reviews}
      </span>
    </span>
  );
}
