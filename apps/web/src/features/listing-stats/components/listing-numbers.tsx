import { Link } from 'react-router';
import { useListingHeadlines } from '../api/listing-headlines';
import { statsPath } from '../stats-words';
import { useT } from '../../../lib/i18n';
import { listingStatsCatalogue } from '../i18n';

/** "120 views · 8 saves · 3 messages" for one of the seller's cars, with a link to its stats. */
export function ListingNumbers({ car }: { car: { _id: string; productName: string } }) {
  const t = useT(listingStatsCatalogue);
  const headlines = useListingHeadlines();
  const numbers = headlines.data?.find((row) => row.carId === car._id);
  return (
    <p className="text-base-content/75 flex flex-wrap items-center gap-x-2 text-sm font-normal">
      {numbers ? (
        <span>
          {t('numbers.headline', {
            views: numbers.views,
            saves: numbers.saves,
            messages: numbers.messages,
          })}
        </span>
      ) : null}
      <Link
        to={statsPath(car._id)}
        className="link"
        aria-label={t('numbers.statsLabel', { name: car.productName })}
      >
        {t('numbers.stats')}
      </Link>
    </p>
  );
}
