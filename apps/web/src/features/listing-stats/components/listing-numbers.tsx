import { Link } from 'react-router';
import { useListingHeadlines } from '../api/listing-headlines';
import { countOf, statsPath } from '../stats-words';

/** "120 views · 8 saves · 3 messages" for one of the seller's cars, with a link to its stats. */
export function ListingNumbers({ car }: { car: { _id: string; productName: string } }) {
  const headlines = useListingHeadlines();
  const numbers = headlines.data?.find((row) => row.carId === car._id);
  return (
    <p className="text-base-content/75 flex flex-wrap items-center gap-x-2 text-sm font-normal">
      {numbers ? (
        <span>
          {countOf(numbers.views, 'view')} · {countOf(numbers.saves, 'save')} ·{' '}
          {countOf(numbers.messages, 'message')}
        </span>
      ) : null}
      <Link to={statsPath(car._id)} className="link" aria-label={`Stats of ${car.productName}`}>
        Stats
      </Link>
    </p>
  );
}
