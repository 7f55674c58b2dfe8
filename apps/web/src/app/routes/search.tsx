import { SearchPage } from '../../features/search/components/search-page';

/** /cars?…: the search, for anyone; its own chunk, so Home does not carry it. */
export function SearchRoutePage() {
  return <SearchPage />;
}
