import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { MonthlyBudgetFilter } from '../../features/financing/components/monthly-budget-filter';
import { MonthlyEstimate } from '../../features/financing/components/monthly-estimate';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchPage } from '../../features/search/components/search-page';

/** /cars?…: the search, for anyone, with the hearts and "Save this search"; its own chunk, so Home does not carry it. */
export function SearchRoutePage() {
  return (
    <SearchPage
      FavoriteButton={FavoriteButton}
      SaveSearchButton={SaveSearchButton}
      MonthlyEstimate={MonthlyEstimate}
      MonthlyBudget={MonthlyBudgetFilter}
    />
  );
}
