import { DealRatingsExplained } from '../../features/search/components/deal-ratings-explained';

/** /deal-ratings: how a car's deal rating is worked out, for anyone. */
export function DealRatingsPage() {
  return <DealRatingsExplained />;
}
