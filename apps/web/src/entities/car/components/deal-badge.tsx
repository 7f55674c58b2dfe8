import type { DealRating } from '@second-gear/contract';
import { dealBandClasses, dealBandNames, dealSummary } from '../deal-words';

/** The band of a car's deal rating; its accessible name also says by how much ("Great deal: $1,200 below expected"). */
export function DealBadge({ price, rating }: { price: number; rating: DealRating | null }) {
  if (!rating) return null;
  const summary = dealSummary(price, rating);
  return (
    <span className={`badge badge-sm shrink-0 ${dealBandClasses[rating.band]}`} title={summary}>
      <span aria-hidden="true">{dealBandNames[rating.band]}</span>
      <span className="sr-only">{summary}</span>
    </span>
  );
}
