import { useParams } from 'react-router';
import { DealerStorefront } from '../../features/dealer-storefront/components/dealer-storefront';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { MonthlyBudgetFilter } from '../../features/financing/components/monthly-budget-filter';
import { MonthlyEstimate } from '../../features/financing/components/monthly-estimate';
import { DealerReviews } from '../../features/reviews/components/seller-reviews';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchPage } from '../../features/search/components/search-page';

/**
 * /dealers/{slug}?…: a dealership's storefront, for anyone: its header, its cars as the search shows them (filters,
 * counts and a shareable address, the dealership fixed) with the hearts and "Save this search", and its reviews.
 */
export function DealerStorefrontRoutePage() {
  const { slug = '' } = useParams();
  return (
    <DealerStorefront
      slug={slug}
      reviews={<DealerReviews slug={slug} />}
      inventory={
        <SearchPage
          dealer={slug}
          FavoriteButton={FavoriteButton}
          SaveSearchButton={SaveSearchButton}
          MonthlyEstimate={MonthlyEstimate}
          MonthlyBudget={MonthlyBudgetFilter}
        />
      }
    />
  );
}
