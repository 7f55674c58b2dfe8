import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { SaveSearchButton } from '../../features/saved-searches/components/save-search-button';
import { SearchPage } from '../../features/search/components/search-page';

/** /cars?…: the search, for anyone, with the hearts and "Save this search"; its own chunk, so Home does not carry it. */
export function SearchRoutePage() {
  return <SearchPage FavoriteButton={FavoriteButton} SaveSearchButton={SaveSearchButton} />;
}
